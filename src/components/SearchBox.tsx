import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApi } from '../api/client';
import type { ProductCard } from '../../commerce/contract/products';
import { useNavigate } from '../app/navigate-context';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../../lib/paths';
import { cleanSearchText, searchPath } from '../lib/search-path';
import { Icon } from './Icon';
import { productImage } from '../../lib/product-image';

/** Suggestions wait for a pause in typing, so a word typed fast costs one search. */
export const SUGGEST_DEBOUNCE_MS = 250;
const SUGGESTIONS = 6;

type Suggestion = Pick<ProductCard, 'id' | 'name' | 'image'>;

/**
 * The header's search, submitted by Enter or the button to `products/search/{text}` (see
 * `searchPath`), and a combobox of product suggestions from GET /api/search: the arrow keys
 * move the highlight, Enter opens the highlighted product, Escape closes the list.
 */
export function SearchBox({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');

  useEffect(() => {
    const query = cleanSearchText(text);
    latest.current = query;
    if (query.length < 2) {
      setItems([]);
      return;
    }
    const timer = setTimeout(async () => {
      const answer = await api
        .get<{ list: Suggestion[] }>('/search', { q: query, limit: String(SUGGESTIONS) })
        .catch(() => null);
      if (latest.current !== query) return;
      setItems(answer?.code === 0 ? answer.data.list : []);
      setActive(-1);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, api]);

  function go(path: string) {
    setOpen(false);
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const shown = open && items.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown) return setOpen(true);
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself: the highlight cycles through the options and back to it.
      setActive((index) => {
        const next = index + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && items[active]) {
      event.preventDefault();
      go(`/products/${items[active].id}`);
    }
  }

  const shown = open && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <form
      className="search-box"
      role="search"
      action={localizePath('/products', lang)}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPath(text));
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('shell.search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder={t('shell.search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < items.length ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <button type="submit" className="search-submit">
        <Icon name="search" />
        <span className="visually-hidden">{t('shell.search.submit')}</span>
      </button>
      {/* The combobox pattern: the input keeps focus and moves through the options with aria-activedescendant. */}
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of options is the combobox's popup
        role="listbox"
        aria-label={t('shell.search.suggestions')}
        className="search-suggestions"
        hidden={!shown}
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter)
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
          <li
            key={item.id}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(`/products/${item.id}`)}
          >
            <img {...productImage(item.image)} width={32} height={32} alt="" loading="lazy" />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
