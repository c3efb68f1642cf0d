import { ChatAssistant } from './ChatAssistant';
import { OfflineNotice } from './OfflineNotice';
import { ScrollTop } from './ScrollTop';

/** What floats over every layout: the offline notice, back-to-top and the chat assistant (`quiet`: only the offline notice). */
export function FloatingWidgets({ quiet = false }: { quiet?: boolean }) {
  return (
    <>
      <OfflineNotice />
      {!quiet && (
        <div className="floating-stack">
          <ScrollTop />
          <ChatAssistant />
        </div>
      )}
    </>
  );
}
