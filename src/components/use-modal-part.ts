import { type ComponentType, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAction } from '../app/use-action';
import { useLazyPart } from './use-lazy-part';

/**
 * A modal dialog whose contents are a lazy part (use-lazy-part.ts): rendered the first time it opens,
 * not into every page's HTML, their code fetched when the shopper reaches for its button (`preload`)
 * and at the latest when it opens, which then waits for it (a failed fetch is a toast). `Contents` is
 * null until then; `dialog` goes on the `<dialog>`.
 */
export function useModalPart<Props extends object>(importPart: () => Promise<ComponentType<Props>>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const { Part, load, preload } = useLazyPart(importPart);
  const { run } = useAction({ report: 'toast' });
  const open = () =>
    run(async () => {
      await load();
      flushSync(() => setOpened(true));
      dialog.current?.showModal();
    });
  const close = () => dialog.current?.close();
  return { dialog, Contents: opened ? Part : null, open, close, preload };
}
