import { ShopperPart } from '../app/ShopperPart';
import { useApi } from '../api/client';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { setFollowed } from '../store/marks-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';

type FollowButtonProps = { merchantId: number; onFollowers: (count: number) => void };

/** The follow button, rendered for the shopper (ShopperPart): whether it is pressed depends on who is signed in. */
export function FollowButton(props: FollowButtonProps) {
  return (
    <ShopperPart>
      <FollowToggle {...props} />
    </ShopperPart>
  );
}

/**
 * Follow or unfollow a merchant (POST /api/merchants/:id/follow|unfollow). Whether the shopper follows
 * it already comes from the store's marks (GET /api/marks with the page), so the first paint is right.
 * A guest goes to sign-in and comes back.
 */
function FollowToggle({ merchantId, onFollowers }: FollowButtonProps) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { busy, run } = useAction({ member: true, report: 'toast' });
  const followed = useStoreSnapshot().marks.followed.includes(merchantId);

  const toggle = () =>
    run(async () => {
      const answer = await setFollowed(store, api, merchantId, !followed);
      if (typeof answer === 'string') return answer;
      onFollowers(answer);
      return null;
    });

  return (
    <button
      type="button"
      className="button button-secondary follow-button"
      aria-pressed={followed}
      onClick={toggle}
      disabled={busy}
    >
      {followed ? t('catalogue.merchant.following') : t('catalogue.merchant.follow')}
    </button>
  );
}
