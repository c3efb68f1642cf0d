import { waitForHydration } from './console';
import { pauseClock, putInCart } from './shell-helpers';
import { expect, freshShopper, localMobile, signInFresh, test } from './shoppers';

// Each test a fresh shopper's, signed in: no cart, no points, no check-in yet today.
test.use({ member: true });

test('the cart summary: lines, total with the riel beside it, checkout only when the total is not 0; the icon follows the count', async ({
  page,
}) => {
  await page.goto('/');
  await putInCart(page);
  await page.reload();
  await waitForHydration(page);
  const icon = page.getByRole('link', { name: /items? in the cart/ });
  await expect(icon).toHaveAttribute('href', '/carts');
  // The count sits on the icon's top-right corner, leaving the cart visible (two digits grow it leftwards).
  const count = (await icon.locator('.cart-count').boundingBox())!;
  const cart = (await icon.locator('svg').boundingBox())!;
  expect(count.width).toBeLessThanOrEqual(28);
  expect(count.x + count.width / 2).toBeGreaterThanOrEqual(cart.x + cart.width / 2);
  expect(count.y + count.height / 2).toBeLessThanOrEqual(cart.y + cart.height / 2);
  await page.getByLabel('Show the cart summary').click();
  const panel = page.locator('.cart-panel');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByTestId('cart-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(panel.getByText(/^≈ [\d,]+៛$/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The same cart, priced at 0 (a free gift only): no checkout button. Then an empty cart: the icon goes to the empty page.
  const free = {
    id: 9,
    goods_id: 9,
    merchant_id: 1,
    image: '/images/products/sony-wh-1000xm5-headphones-black-front.svg',
    name: 'Free tote bag',
    money: '0.00',
    num: 1,
    is_earnest: 0,
    earnest_money: '0.00',
    selected: 1,
    stock: 5,
    limit: 1,
  };
  let lists: unknown[] = [{ merchant_id: 1, name: 'Shop', logo: '', child: [free] }];
  await page.route('**/api/carlists*', (route) =>
    route.fulfill({ json: { code: 0, msg: '', data: { lists, count: lists.length, total: '0.00' } } }),
  );
  await page.getByLabel('Show the cart summary').click();
  await expect(panel.getByText('Free tote bag')).toBeVisible();
  await expect(panel.getByTestId('cart-total')).toHaveText('$0.00');
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(icon).toHaveAttribute('href', '/carts');
  await page.keyboard.press('Escape');

  lists = [];
  await page.getByLabel('Show the cart summary').click();
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expect(icon).toHaveAttribute('href', '/carts/cart-empty');
});

test('daily check-in: the toast shows top-right for 1.5 s, the points update, then "See you tomorrow"', async ({
  page,
}) => {
  await page.goto('/');
  await pauseClock(page);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Daily check-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily check-in' });
  await expect(dialog.getByText('Check in daily to collect 10 points')).toBeVisible();
  const before = Number((await dialog.getByText(/^Your points: \d+$/).textContent())?.replace(/\D/g, ''));
  await dialog.getByRole('button', { name: 'Check in to get points' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.locator('.toast-top-right.toast-success');
  await expect(toast).toBeVisible();
  await page.clock.runFor(1499);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);

  await page.getByRole('button', { name: 'Daily check-in' }).click();
  await expect(dialog.getByText(`Your points: ${before + 10}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'See you tomorrow' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Daily check-in' }).click();
  await expect(dialog.getByRole('button', { name: 'See you tomorrow' })).toBeDisabled();
});

test('a failed check-in shows the message as an error toast top-right for 1.5 s', async ({ page }) => {
  await page.goto('/');
  await pauseClock(page);
  await page.reload();
  await waitForHydration(page);
  await page.route('**/api/signin', (route) =>
    route.fulfill({ status: 409, json: { code: 409, msg: 'You already checked in today.', data: null } }),
  );
  // The shopper checked in from another tab after this page loaded: the API says no.
  await page.getByRole('button', { name: 'Daily check-in' }).click();
  await page.getByRole('button', { name: 'Check in to get points' }).click();
  const toast = page.locator('.toast-top-right.toast-error');
  await expect(toast).toHaveText('You already checked in today.');
  await page.clock.runFor(1500);
  await expect(toast).toHaveCount(0);
});

test('when the check-in dialog’s code cannot be fetched, an error toast says so and no empty dialog opens', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The dialog's contents are a chunk of their own, fetched when the shopper reaches for the button.
  await page.context().route('**/assets/CheckinDialog-*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Daily check-in' }).click();
  await expect(page.locator('.toast-error')).toHaveText(
    'We could not load this part of the page. Please try again in a moment.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('when the dialog’s code is gone (a new deploy replaced it), a second press loads the page again and the next one opens it', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  let gone = true;
  await page
    .context()
    .route('**/assets/CheckinDialog-*.js', (route) => (gone ? route.fulfill({ status: 404 }) : route.continue()));
  const button = page.getByRole('button', { name: 'Daily check-in' });
  await button.click();
  await expect(page.locator('.toast-error')).toHaveText(
    'We could not load this part of the page. Please try again in a moment.',
  );
  // After the skip link, say: loading the same address with a #fragment again would only scroll.
  await page.evaluate(() => {
    history.replaceState(null, '', '#main');
    Object.assign(window, { beforeReload: true });
  });
  await Promise.all([page.waitForEvent('load'), button.click()]);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  gone = false;
  await waitForHydration(page);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('when the cart summary’s code cannot be fetched, the summary offers the cart page instead of loading for ever', async ({
  page,
}) => {
  await page.goto('/');
  await putInCart(page);
  await waitForHydration(page);
  await page.context().route('**/assets/CartPanel-*.js', (route) => route.abort());
  await page.getByLabel('Show the cart summary').click();
  await expect(page.locator('.toast-error')).toHaveText(
    'We could not load this part of the page. Please try again in a moment.',
  );
  const panel = page.locator('.cart-dropdown .cart-panel');
  await expect(panel).toContainText('The cart summary could not be shown here.');
  await panel.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/carts$/);
});

test.describe('a guest', () => {
  test.use({ member: false });

  test('a guest presses check-in: sign-in, then back to the same page', async ({ page, browser }) => {
    // A shopper with something in the cart, put there from another browser.
    const shopper = freshShopper();
    const member = await browser.newPage();
    await signInFresh(member, shopper);
    await member.goto('/');
    await putInCart(member);
    await member.close();
    await page.goto('/kh/products');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'ចុះវត្តមានប្រចាំថ្ងៃ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ចុះវត្តមានដើម្បីទទួលពិន្ទុ' }).click();
    await expect(page).toHaveURL(/\/kh\/user\/login\?redirect=%2Fkh%2Fproducts$/);
    await waitForHydration(page);
    await page.getByLabel('លេខទូរស័ព្ទ').fill(localMobile(shopper));
    await page.getByLabel('ពាក្យសម្ងាត់').fill('demo1234');
    await page.getByRole('button', { name: 'ចូលគណនី' }).click();
    await expect(page).toHaveURL(/\/kh\/products$/);
    // Signed in without a reload: the header loaded the cart for the count.
    await expect(page.getByRole('link', { name: /មានទំនិញ [1-9]\d* ក្នុងកន្ត្រក/ })).toHaveAttribute('href', '/kh/carts');
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the navigation bar is the desktop layout');

  test('categories: seven with image and name, then "Show more" (the seed has more than 7); promotions item; active item', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await nav.getByText('Shops by category').click();
    const menu = page.locator('.menu-dropdown[open] ul');
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.locator('img')).toHaveCount(7);
    await expect(menu.getByRole('link').last()).toHaveText('Show all categories');
    await expect(menu.getByRole('link').last()).toHaveAttribute('href', '/category');
  });
});

for (const [width, mobile] of [
  [991, true],
  [992, false],
] as const) {
  test(`at ${width} px the navigation is ${mobile ? 'in the mobile menu' : 'a bar'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Open the menu' });
    if (!mobile) {
      await expect(button).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merchants' }),
      ).toBeVisible();
      return;
    }
    await expect(page.locator('.main-nav')).toBeHidden();
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Merchants' }).click();
    await expect(page).toHaveURL(/\/merchant-lists$/);
    await expect(drawer).toBeHidden();
  });
}

test('the progress bar: not for a short wait, then shown at least 200 ms', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await waitForHydration(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/products', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByTestId('progress');
  // An empty search is a client navigation to /products.
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await page.clock.runFor(149);
  await expect(bar).not.toHaveClass(/progress-active/);
  await page.clock.runFor(1);
  await expect(bar).toHaveClass(/progress-active/);
  release();
  await expect(page).toHaveURL(/\/products$/);
  await page.clock.runFor(199);
  await expect(bar).toHaveClass(/progress-active/);
  await page.clock.runFor(200);
  await expect(bar).not.toHaveClass(/progress-active/);
});

test('checking in on My points updates the balance and the ledger in place (Khmer)', async ({ page }) => {
  await page.goto('/kh/accounts/points');
  await waitForHydration(page);
  const balance = page.locator('.grade-card .points-balance strong');
  const before = Number(await balance.textContent());
  await page.getByRole('main').getByRole('button', { name: 'ចុះវត្តមានដើម្បីទទួលពិន្ទុ' }).click();
  await expect(balance).toHaveText(String(before + 10));
  await expect(page.locator('.ledger-row').first().locator('.points-plus')).toHaveText('+10');
  await expect(page).toHaveURL(/\/kh\/accounts\/points$/);
});

test('an email the shop cannot use is refused on the page with what is wrong (Khmer), and a good one is saved', async ({
  page,
}) => {
  await page.goto('/kh/accounts/update/email');
  await waitForHydration(page);
  const email = page.getByLabel('អ៊ីមែល', { exact: true });
  const before = await email.inputValue();
  for (const bad of ['not-an-email', 'a@b', 'a@b.c']) {
    await email.fill(bad);
    await page.getByRole('button', { name: 'រក្សាទុក' }).click();
    await expect(page.getByRole('alert')).toHaveText('សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ ឧទាហរណ៍ name@example.com។');
  }
  await page.reload();
  await expect(email).toHaveValue(before);
  await email.fill('sokha.chan@example.com');
  await page.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(page).toHaveURL(/\/kh\/accounts\/profile$/);
  await expect(page.getByText('sokha.chan@example.com')).toBeVisible();
});
