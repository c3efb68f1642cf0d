import type { Page } from '@playwright/test';

/**
 * What a shopper would call a broken layout on the page as it is now, one line per problem:
 * - the page scrolls sideways (something wider than the window);
 * - a text line of the main content overlaps another text line or a picture (overlays placed on
 *   purpose, such as a sale badge on a product photo, are absolutely positioned and left out);
 * - a product name is cut (clamped or clipped) where it is not a link to the product's page;
 * - a floating element (chat, back to top) covers a button, link or price where no scrolling uncovers
 *   it: scrolled to the page's end, or anywhere on a page too short to scroll;
 * - on phones (`phone`), a tap target under 44×44 px, except links inside a sentence.
 */
export async function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  // Sections below the fold skip their layout until scrolled near (content-visibility: auto); lay them
  // all out, as scrolling through would, so their boxes are where the shopper would see them.
  // (Through the CSSOM: the page's CSP refuses an added style element.)
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.setProperty('content-visibility', 'visible');
    }
  });
  const atTop = await page.evaluate(check, { phone, scrolled: false });
  const atEnd = (await scrollToEnd(page))
    ? await page.evaluate(check, { phone: false, scrolled: true })
    : ['the page grows each time it is scrolled to its end'];
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set([...atTop, ...atEnd])];
}

/**
 * Scrolls to the page's end as a shopper would: again while the page grows under the scroll (on a phone the
 * product page's buy buttons dock once their place leaves the screen, and the footer makes room for them).
 * Whether the growth came before or after the first look depends on the machine's speed; waiting for the
 * end after one scroll hung there on a slower one. False when the end is not reached in ten scrolls.
 */
async function scrollToEnd(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const atEnd = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return true;
  }
  return false;
}

function check({ phone, scrolled }: { phone: boolean; scrolled: boolean }): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const classes =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    // A box of 1 px or less is hidden from sighted shoppers (a visually hidden heading, say).
    return (
      box.width > 1 &&
      box.height > 1 &&
      !el.closest('[hidden], [aria-hidden="true"], .visually-hidden, dialog:not([open])')
    );
  };
  const overlap = (a: DOMRect, b: DOMRect, margin = 2) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > margin &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > margin;
  /** The part of `box` that `el`'s clipping ancestors (overflow other than visible) let show, or null. */
  const shown = (box: DOMRect, el: Element): DOMRect | null => {
    let { left, top, right, bottom } = box;
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  /** Inside an element laid over others on purpose (absolutely positioned, fixed, or a sticky bar). */
  const placed = (el: Element) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (['absolute', 'fixed', 'sticky'].includes(style.position)) return true;
    }
    return false;
  };

  if (!scrolled && document.documentElement.scrollWidth > width + 1) {
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.right > width + 1 && visible(el) && !el.closest('[style*="overflow"], .scroll-x');
    });
    problems.push(
      `scrolls sideways (${document.documentElement.scrollWidth} > ${width}): ${wide.slice(0, 3).map(name).join(', ')}`,
    );
  }

  const main = document.querySelector('main');
  if (main && !scrolled) {
    const lines: { el: Element; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !visible(el) || placed(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = shown(rect, el);
        if (box) lines.push({ el, box });
      }
    }
    const pictures = [...main.querySelectorAll('img, svg')].filter(
      (img) => visible(img) && !placed(img) && !img.closest('button, a svg'),
    );
    const seen = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length; j++) {
        const b = lines[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el) || !overlap(a.box, b.box, 3)) continue;
        const line = `text over text: ${name(a.el)} / ${name(b.el)}`;
        if (!seen.has(line)) problems.push(line);
        seen.add(line);
      }
      for (const img of pictures) {
        if (img.contains(a.el) || !overlap(a.box, img.getBoundingClientRect(), 3)) continue;
        const line = `text over a picture: ${name(a.el)} / ${name(img)}`;
        if (!seen.has(line)) problems.push(line);
        seen.add(line);
      }
    }
    for (const el of main.querySelectorAll('[class*="name"], h1, h2, h3')) {
      if (!visible(el) || el.closest('a[href]') || el.querySelector('a[href]') || el.getAttribute('title')) continue;
      if (el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2) {
        const style = getComputedStyle(el);
        if (style.overflow !== 'visible' || style.webkitLineClamp !== 'none') problems.push(`name cut: ${name(el)}`);
      }
    }
  }

  const canScroll = document.documentElement.scrollHeight > window.innerHeight + 1;
  const floating = [...document.querySelectorAll('body *')].filter(
    (el) => getComputedStyle(el).position === 'fixed' && visible(el) && !el.closest('header, [role="dialog"], dialog'),
  );
  const targets = [
    ...document.querySelectorAll(
      'main a[href], main button, main input, main select, main .price, main [class*="price"]',
    ),
  ].filter(visible);
  for (const float of scrolled || !canScroll ? floating : []) {
    const box = float.getBoundingClientRect();
    if (box.width * box.height > (width * window.innerHeight) / 3) continue; // a page-wide sheet, not a floating button
    for (const target of targets) {
      if (float.contains(target) || target.contains(float)) continue;
      const t = target.getBoundingClientRect();
      if (t.bottom < 0 || t.top > window.innerHeight || !overlap(box, t, 4)) continue;
      problems.push(`${name(float)} covers ${name(target)}`);
    }
  }

  if (phone) {
    const interactive = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const el of interactive) {
      if (!visible(el) || (el.closest('label') && el.matches('input[type="checkbox"], input[type="radio"]'))) continue;
      let box = el.getBoundingClientRect();
      // Off the screen until focused (the skip link), or scrolled out of a row that scrolls sideways.
      if (box.bottom <= 0 || box.right <= 0 || box.left >= width || !shown(box, el)) continue;
      // A stretched link's target is the box its ::after covers (a product card, say).
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        box = (el as HTMLElement).offsetParent?.getBoundingClientRect() ?? box;
      }
      if (box.width >= 44 && box.height >= 44) continue;
      // A link in a sentence is exempt (WCAG 2.5.8): its parent has text of its own around it.
      const parent = el.parentElement;
      const inSentence =
        el.tagName === 'A' &&
        parent &&
        [...parent.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim());
      if (inSentence) continue;
      // A box a label enlarges (a checkbox in its label) counts as the label's size.
      const label = el.closest('label')?.getBoundingClientRect();
      if (label && label.width >= 44 && label.height >= 44) continue;
      problems.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${name(el)}`);
    }
  }
  return problems;
}
