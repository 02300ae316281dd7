import { CONTENT_SECTIONS } from '@grocer/domain/content/content-page';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** A page not built yet, answered with its title inside the frame (routes/coming-soon.tsx). */
const comingSoon = (path: string, id: string, file = 'routes/coming-soon.tsx') =>
  route(path, file, { id: `coming-soon/${id}` });

export default [
  // The groceries home is /ecom; /ecom/shop has no page of its own (spec doc 1 §2).
  route('shop', 'routes/shop-redirect.ts'),
  // The loyalty pages' old addresses: permanent redirects (decision 0086).
  route('my-waitrose/:page', 'routes/loyalty-migration.ts'),
  route('login', 'routes/login.ts'),
  route('resources/groceries-menu', 'routes/resources.groceries-menu.ts'),
  // For crawlers (decision 0078); robots.txt, at the site's root, is the server's.
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('resources/app-banner', 'routes/resources.app-banner.ts'),
  // Cookie consent (decision 0069): the banner's and modal's form (its page is in the full layout).
  route('resources/cookie-preferences', 'routes/resources.cookie-preferences.ts'),
  // The staff console (decision 0022): /admin redirects here; never shared pages.
  route('admin', 'routes/admin-home.ts'),
  route('admin/sign-in', 'routes/admin-sign-in.tsx'),
  route('admin/return', 'routes/admin-return.ts'),
  route('admin/sign-out', 'routes/admin-sign-out.ts'),
  // The ad preview (staff's, beside the console) and the tra-check-block page: standalone
  // (spec doc 1 §2; decision 0096).
  route('admin/ad-preview/:bannerId', 'routes/ad-preview.tsx'),
  route('tra-check-block', 'routes/tra-check-block.tsx'),
  layout('routes/layouts/admin-layout.tsx', [
    // The console's home (decision 0058): the money checks and workflows left in progress.
    route('admin/home', 'routes/admin-console-home.tsx'),
    route('admin/customers', 'routes/admin-customers.tsx'),
    route('admin/customers/:customerId', 'routes/admin-customer.tsx'),
    // Fulfilment (decision 0043): orders and picking.
    route('admin/orders', 'routes/admin-orders.tsx'),
    route('admin/orders/:customerOrderId', 'routes/admin-order.tsx'),
    // Feature flags (decision 0068).
    route('admin/flags', 'routes/admin-flags.tsx'),
    // Experiments (decision 0072).
    route('admin/experiments', 'routes/admin-experiments.tsx'),
    route('admin/analytics', 'routes/admin-analytics.tsx'),
    // The content editor (decision 0077): pages by path, fragments by key, a preview.
    route('admin/content', 'routes/admin-content.tsx'),
    route('admin/content/preview', 'routes/admin-content-preview.tsx'),
    route('admin/content/pages/*', 'routes/admin-content-edit.tsx', { id: 'admin-content-page' }),
    route('admin/content/fragments/:key', 'routes/admin-content-edit.tsx', {
      id: 'admin-content-fragment',
    }),
    // The customer care inbox (decision 0076).
    route('admin/customer-care', 'routes/admin-customer-care.tsx'),
    route('admin/customer-care/:messageId', 'routes/admin-customer-care-message.tsx'),
    // Menu ad banners and sponsored products (decision 0096).
    route('admin/sponsored', 'routes/admin-sponsored.tsx'),
    // Manager's specials (decision 0097).
    route('admin/managers-specials', 'routes/admin-managers-specials.tsx'),
  ]),
  route('resources/address-lookup', 'routes/resources.address-lookup.ts'),
  // Customer address admin for staff signed on as the customer (spec doc 1 §2, standalone;
  // decision 0029): its own frame, its add, edit and delete pages under the `customer` prefix.
  layout('routes/layouts/staff-sign-on-layout.tsx', [
    route('customer/address', 'routes/customer-address.tsx'),
    route('customer/addresses/add', 'routes/address-add.tsx', { id: 'customer-address-add' }),
    route('customer/addresses/edit/:addressId', 'routes/address-edit.tsx', {
      id: 'customer-address-edit',
    }),
    route('customer/addresses/delete', 'routes/address-delete.tsx', {
      id: 'customer-address-delete',
    }),
    // Save and restore a broken trolley (decision 0033): the no-JavaScript confirmations and
    // the actions My Trolley's modals post to.
    route('customer/trolley/save', 'routes/staff-trolley-save.tsx'),
    route('customer/trolley/restore', 'routes/staff-trolley-restore.tsx'),
  ]),
  route('resources/trolley-order', 'routes/resources.trolley-order.ts'),
  layout('routes/layouts/full-layout.tsx', [
    route('cookie-preferences', 'routes/cookie-preferences.tsx'),
    // Spec doc 1 §2 route guards: anonymous visitors go to login, and come back afterwards.
    layout('routes/guards/signed-in.ts', [
      // Slot booking (issue 12, decision 0036): the grids, the generic booking-collection
      // route (rewritten by what the trolley holds) and cancelling a reserved slot.
      route('bookslot', 'routes/bookslot.ts'),
      route('bookslot/delivery/:variant?', 'routes/bookslot-delivery.tsx'),
      route('bookslot/collection', 'routes/bookslot-collection.ts', { id: 'bookslot-collection' }),
      route('bookslot/collection/christmas', 'routes/bookslot-collection.ts', {
        id: 'bookslot-collection-christmas',
      }),
      route('bookslot/collection/:page/:variant?', 'routes/bookslot-collection-page.tsx'),
      route('bookslot/cancel', 'routes/bookslot-cancel.ts'),
      // Favourites and Bought in store (issue 25, decision 0079).
      route('bought-in-store', 'routes/bought-in-store.tsx'),
      route('favourites', 'routes/favourites.tsx'),
      // Shopping lists (decision 0081).
      route('lists', 'routes/lists.tsx'),
      // The account area (issue 10, decision 0028); details and addresses: decision 0029.
      route('myaccount', 'routes/myaccount.tsx'),
      route('myaccount/marketing-preferences', 'routes/myaccount-marketing-preferences.tsx'),
      route('myaccount/payment-cards', 'routes/myaccount-payment-cards.tsx'),
      route('myaccount/details-and-addresses', 'routes/details-and-addresses.tsx'),
      // A member's personal offers, loaded and unloaded (decision 0088).
      route('myaccount/my-offers', 'routes/my-offers.tsx'),
      comingSoon('myaccount/*', 'myaccount'),
      // My Orders, View Order, cancel and shop from order (decision 0041).
      route('myaccount/my-orders', 'routes/my-orders.tsx'),
      route('myaccount/my-orders/order/:customerOrderId', 'routes/my-order.tsx'),
      route('myaccount/my-orders/order/:customerOrderId/cancel', 'routes/my-order-cancel.tsx'),
      route('shop-from-order/:customerOrderId', 'routes/shop-from-order.tsx'),
      // The shopper's delivery pass (decision 0087).
      route('myaccount/delivery-pass', 'routes/myaccount-delivery-pass.tsx'),
      route('my-orders', 'routes/my-orders-redirect.ts'),
      route('my-details', 'routes/my-details.tsx'),
      route('my-details/addresses/delete', 'routes/address-delete.tsx', {
        id: 'myaccount-address-delete',
      }),
      comingSoon('my-details/*', 'my-details'),
      // The loyalty scheme (decision 0086): the hub, join, link a card, card and details, leave.
      // Leaving these pages is a full page load (the layout's).
      layout('routes/loyalty-layout.tsx', [
        route('loyalty', 'routes/loyalty.tsx'),
        route('loyalty/join', 'routes/loyalty-join.tsx'),
        route('loyalty/join/welcome', 'routes/loyalty-join-welcome.tsx'),
        route('loyalty/link-card', 'routes/loyalty-link-card.tsx'),
        route('loyalty/link-card/welcome', 'routes/loyalty-link-card-welcome.tsx'),
        route('loyalty/card-and-details', 'routes/loyalty-card-and-details.tsx'),
        route('loyalty/benefits', 'routes/loyalty-benefits.tsx'),
        route('loyalty/competitions', 'routes/loyalty-competitions.tsx'),
        route('loyalty/leave-my-waitrose', 'routes/loyalty-leave.tsx'),
        route('loyalty/leave-my-waitrose/confirmation', 'routes/loyalty-leave-confirmation.tsx'),
        route('loyalty/become-a-member', 'routes/loyalty-become-a-member.tsx'),
        route('loyalty/order-replacement-card', 'routes/loyalty-replacement-card.tsx'),
        route(
          'loyalty/order-replacement-card/address',
          'routes/loyalty-replacement-card-address.tsx',
        ),
        route(
          'loyalty/order-replacement-card/success',
          'routes/loyalty-replacement-card-success.tsx',
        ),
        route('loyalty/my-partnership/card-and-details', 'routes/loyalty-partnership-card.tsx'),
        // Vouchers (the hub link's experiment variant), experiences, the partner's rewards.
        route('loyalty/vouchers', 'routes/loyalty-vouchers.tsx'),
        route('loyalty/loyalty-experiences', 'routes/loyalty-experiences.tsx'),
        route('loyalty/my-partnership/rewards', 'routes/loyalty-partner-rewards.tsx'),
        // The hub's "Add to Apple Wallet" form: the pass file (decision 0089).
        route('loyalty/wallet-pass', 'routes/loyalty-wallet-pass.ts'),
      ]),
      // Quick shop and shop from previous with its interstitial (decision 0082).
      route('quick-shop', 'routes/quick-shop.tsx'),
      route('shop-from-previous', 'routes/shop-from-previous.tsx'),
      route('shop-from-previous-interstitial', 'routes/shop-from-previous-interstitial.tsx'),
      route('shopping-lists', 'routes/shopping-list-redirect.tsx', { id: 'shopping-lists' }),
      route('shopping-lists/:shoppingListId', 'routes/shopping-list-redirect.tsx', {
        id: 'shopping-list-by-id',
      }),
      route('shopping-lists/:shoppingListName/:shoppingListId', 'routes/shopping-list.tsx'),
      route('shop/trolley', 'routes/trolley.tsx'),
      // The interstitials between the trolley and checkout (decision 0093).
      route('interstitials/:stepId', 'routes/interstitials.tsx'),
      route('beforeYouGo', 'routes/before-you-go.tsx'),
      route('beforeYouGo/:interstitialId', 'routes/before-you-go-interstitial.tsx'),
      // The meal planner and the week's shopping list (decision 0085).
      route('recipes/meal-plans/planner', 'routes/meal-plans-planner.tsx'),
      route('recipes/meal-plans/planner/shopping-list', 'routes/meal-plans-shopping-list.tsx'),
      // Amending a placed order until its cut-off (decision 0042): the View Order page's forms
      // post to the first two; the amend hub shows the order being amended.
      route('myaccount/my-orders/order/:customerOrderId/amend', 'routes/my-order-amend.tsx'),
      route(
        'myaccount/my-orders/order/:customerOrderId/change-slot',
        'routes/my-order-change-slot.tsx',
      ),
      route('shop/featured/order-amend', 'routes/order-amend-hub.tsx'),
      // The Christmas amend hub and rescheduling-prohibited (spec doc 1 §2; decision 0097).
      route('shop/featured/order-amend/christmas', 'routes/order-amend-hub-christmas.tsx'),
      route('rescheduling-prohibited', 'routes/rescheduling-prohibited.tsx'),
      // Swap an unavailable product without JavaScript; the modal loads its data (0033).
      route('shop/trolley/swap', 'routes/trolley-swap.tsx'),
      // The basket builder's one press, without JavaScript too (decision 0095).
      route('shop/trolley/basket-builder', 'routes/basket-builder-add.tsx'),
    ]),
    route('shop/trolley/items', 'routes/trolley-items.tsx'),
    // The heart without JavaScript (decision 0080): toggles, or keeps it for after sign-in.
    route('shop/favourites/toggle', 'routes/favourite-toggle.tsx'),
    // Open to anyone (spec doc 1 §2 guards name bookslot, not service selection).
    route('service-selection/:campaign?', 'routes/service-selection.tsx'),
    // The delivery pass plans, open to anyone; buying needs a shopper (decision 0087).
    route('delivery-pass', 'routes/delivery-pass.tsx'),
    // Back from the card's 3-D Secure page: the provider's Continue posts here (decision 0087).
    route('delivery-pass/authenticate', 'routes/delivery-pass-authenticate.tsx'),
    index('routes/home.tsx'),
    route('shop/search', 'routes/search.tsx'),
    route('shop/multi-search', 'routes/multi-search.tsx'),
    route('shop/browse/offers/*', 'routes/offers.tsx'),
    route('shop/browse/offers/highlights/:offerType/*', 'routes/offers-highlights.tsx'),
    route('shop/offers/:offerId', 'routes/offers-offer.tsx'),
    route('shop/featured/offers', 'routes/offers-featured.tsx'),
    // Member offers, a featured offers sub-path (decision 0097).
    route('shop/featured/offers/member-offers', 'routes/offers-member.tsx'),
    // A meal deal's page, its builders from the shopper's trolley (decision 0092).
    route('shop/featured/meal-deals', 'routes/meal-deals.tsx'),
    route('shop/featured/meal-deals/:mealDealId', 'routes/meal-deal.tsx'),
    // Bundles (decision 0092): the list, a bundle and a Christmas bundle.
    route('shop/featured/bundles', 'routes/bundles.tsx'),
    route('shop/featured/bundles/:bundleName', 'routes/bundle.tsx'),
    route('shop/featured/bundles/christmas/:bundleName', 'routes/bundle.tsx', {
      id: 'routes/bundle-christmas',
    }),
    // Featured aisles (decision 0078): a root's featured page and its New aisle.
    route('shop/featured/:root/:aisle?', 'routes/featured.tsx'),
    route('shop/browse/*', 'routes/browse.tsx'),
    route('products/:name/:id', 'routes/product.tsx'),
    // Sponsored buy lists (decision 0096): the spec's three addresses, one page.
    route('buylist/:lineNumbers', 'routes/buy-list.tsx'),
    route('shop/buylist/:lineNumbers', 'routes/buy-list.tsx', { id: 'routes/buy-list-shop' }),
    route('citrus-ads/buylist/:lineNumbers', 'routes/buy-list.tsx', {
      id: 'routes/buy-list-citrus-ads',
    }),
    // Find a store (decision 0075): the search and each branch's page.
    route('find-a-store', 'routes/find-a-store.tsx'),
    route('find-a-store/:branchSlug', 'routes/find-a-store-branch.tsx'),
    // The site map, generated (decision 0078); the content section's splat below keeps the rest.
    route('content/site-map', 'routes/site-map.tsx'),
    // Recipes (issue 26, decision 0084): the landing, all categories (the recipes' search),
    // collections (later segments are filter tags) and each recipe; shared pages.
    route('recipes', 'routes/recipes.tsx'),
    route('recipes/all-categories/*', 'routes/recipes-listing.tsx', {
      id: 'recipes-all-categories',
    }),
    route('recipes/:collection/*', 'routes/recipes-listing.tsx', { id: 'recipes-collection' }),
    route('recipe/:idOrPath', 'routes/recipe.tsx'),
    // Meal plans (decision 0085): the landing and the guides are open to anyone.
    route('recipes/meal-plans', 'routes/meal-plans.tsx'),
    route('recipes/meal-plans/:guide', 'routes/meal-plans-guide.tsx'),
    // Contact us and the replacement card form (decision 0076): each page's content, then its form.
    route('help-information/contact-us', 'routes/contact-us.tsx'),
    route('help-information/forms/replacement-card', 'routes/replacement-card.tsx'),
    // Content and help pages (decision 0074): one splat per section, each its own route id.
    ...CONTENT_SECTIONS.map((section) =>
      route(`${section}/*`, 'routes/content-page.tsx', { id: `content-page/${section}` }),
    ),
    route('log-out', 'routes/log-out.tsx'),
    route('log-out/error', 'routes/log-out-error.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/layouts/minimal-layout.tsx', [
    route('sign-in', 'routes/sign-in.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('forgot-password/success', 'routes/forgot-password-success.tsx'),
    route('forgot-password/expired', 'routes/forgot-password-expired.tsx'),
    route('forgot-password/locked', 'routes/forgot-password-locked.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('reset-password/success', 'routes/reset-password-success.tsx'),
    route('registration', 'routes/registration.tsx'),
    route('registration/account-details', 'routes/registration-account-details.tsx'),
    route('registration/success', 'routes/registration-success.tsx'),
    route('auth-success', 'routes/auth-success.tsx'),
    // The standalone add and edit pages (spec doc 1 §2), `myaccount` prefix (decision 0029).
    layout('routes/guards/signed-in.ts', { id: 'guards/signed-in-standalone' }, [
      route('myaccount/addresses/add', 'routes/address-add.tsx', { id: 'myaccount-address-add' }),
      route('myaccount/addresses/edit/:addressId', 'routes/address-edit.tsx', {
        id: 'myaccount-address-edit',
      }),
    ]),
    layout('routes/guards/customer.ts', [
      // Checkout, the 3-D Secure return and the confirmation (issue 13, decision 0044).
      route('checkout', 'routes/checkout.tsx'),
      route('checkout/authenticate/:customerOrderId', 'routes/checkout-authenticate.tsx'),
      route('order-confirmation/:customerOrderId/*', 'routes/order-confirmation.tsx'),
      comingSoon('checkout/*', 'checkout', 'routes/checkout-coming-soon.tsx'),
      // Payment resolution (decision 0043).
      route('resolve-order-payment/:customerOrderId', 'routes/resolve-order-payment.tsx'),
      route('payment-confirmation/:customerOrderId', 'routes/payment-confirmation.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
