import { ChatAssistant } from './ChatAssistant';
import { OfflineNotice } from './OfflineNotice';
import { ScrollTop } from './ScrollTop';

/** What floats over every layout: the offline notice, back-to-top and the chat assistant. */
export function FloatingWidgets() {
  return (
    <>
      <OfflineNotice />
      <div className="floating-stack">
        <ScrollTop />
        <ChatAssistant />
      </div>
    </>
  );
}
