import { useRef } from 'react';
import { ShopperPart } from '../app/ShopperPart';
import { useI18n } from '../i18n/use-i18n';
import { useShopperSync } from '../store/use-shopper-sync';
import { AccountLink } from './AccountLink';
import { BrandMenu } from './BrandMenu';
import { CartDropdown } from './CartDropdown';
import { CategoryMenu } from './CategoryMenu';
import { CheckinModal } from './CheckinModal';
import { Link } from './Link';
import { MessagesLink } from './MessagesLink';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { TopBanner } from './TopBanner';
import { TopBar } from './TopBar';
import { useScrolledPast } from './use-scrolled-past';
import { useStickyHeight } from './use-sticky-height';

/** Keeps the header's shopper state in step with the session (use-shopper-sync.ts); renders nothing. */
function ShopperSync() {
  useShopperSync();
  return null;
}

/**
 * The top banner and top bar scroll away; the header below them (brand,
 * search, account, check-in, cart and the navigation) sticks to the top and
 * takes its stuck style after 400 px of scroll. Below 992 px the navigation
 * is in the mobile menu.
 */
export function SiteHeader({ path, hideCategoryBar }: { path: string; hideCategoryBar: boolean }) {
  const { t } = useI18n();
  const stuck = useScrolledPast();
  const header = useRef<HTMLElement>(null);
  useStickyHeight(header);
  return (
    <>
      <TopBanner />
      <TopBar path={path} />
      <header ref={header} className={stuck ? 'site-header is-stuck' : 'site-header'} data-stuck={stuck}>
        <div className="header-main container">
          <MobileMenu path={path} />
          <Link to="/" className="brand">
            <span className="brand-mark" aria-hidden="true">
              M
            </span>
            <span className="brand-name">{t('site.name')}</span>
          </Link>
          <div className="header-search">
            <SearchBox id="site-search" />
          </div>
          <div className="header-actions">
            <ShopperPart>
              <ShopperSync />
              <AccountLink />
              <MessagesLink />
              <CheckinModal />
              <CartDropdown />
            </ShopperPart>
          </div>
        </div>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <div className="container main-nav-row">
            {!hideCategoryBar && (
              <>
                <CategoryMenu />
                <BrandMenu />
              </>
            )}
            <NavLinks path={path} className="main-nav-links" />
          </div>
        </nav>
      </header>
    </>
  );
}
