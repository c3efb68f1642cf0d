import { useId, useState } from 'react';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { useLazyPart } from './use-lazy-part';

/**
 * The floating chat button and its small panel: a search of the help centre
 * and the support channels the operator configured. There is no bot: the
 * panel sends shoppers to people and articles. The panel's code loads the
 * first time it opens.
 */
export function ChatAssistant() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { Part: Panel, load, preload } = useLazyPart(() => import('./ChatPanel').then((module) => module.ChatPanel));
  const { run } = useAction({ report: 'toast' });
  const panelId = useId();
  const toggle = () =>
    run(async () => {
      await load();
      setOpen(!open);
    });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the assistant closes its panel
    <div className="chat-assistant" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      {open && Panel && <Panel panelId={panelId} setOpen={setOpen} />}
      <button
        type="button"
        className="floating-button chat-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
      >
        <Icon name={open ? 'close' : 'chat'} size={24} />
        <span className="visually-hidden">{open ? t('shell.chat.close') : t('shell.chat.open')}</span>
      </button>
    </div>
  );
}
