import type { PublicConfig } from './payload';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
  _fbq?: unknown;
};

/** Adds an external script with this page's CSP nonce (read from the entry script, which carries it). */
function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  document.head.appendChild(script);
}

/**
 * The Google tag and the Meta pixel, each only when its id is configured.
 * The queues are the vendors' documented stubs, written as code here so no
 * inline script is needed; both tags count client navigations themselves
 * (history changes).
 */
export function loadTags({ analyticsId, pixelId }: Pick<PublicConfig, 'analyticsId' | 'pixelId'>): void {
  const w = window as TagWindow;
  if (analyticsId) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads `arguments` objects, not arrays
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', analyticsId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`);
  }
  if (pixelId && !w.fbq) {
    const fbq: NonNullable<TagWindow['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    w.fbq = fbq;
    w._fbq = fbq;
    fbq('init', pixelId);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}
