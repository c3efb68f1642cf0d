import { useStoreSnapshot } from '../store/use-store';

/**
 * Centred and top-right toasts from the store, announced to screen readers.
 * It is the last element of the streamed shell: the client entry waits for it.
 */
export function Toasts() {
  const { toasts } = useStoreSnapshot();
  return (
    <div id="toasts" className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast-${toast.kind} toast-${toast.position}`}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
