import type {
  AddressBookService,
  PostcodeLookupService,
} from '../contexts/addresses/addresses.contract.ts';
import type { AnalyticsService } from '../contexts/analytics/analytics.contract.ts';
import type { AnalyticsDashboardService } from '../contexts/analytics/analytics-dashboard.contract.ts';
import type { BasketBuilderService } from '../contexts/basket-builder/basket-builder.contract.ts';
import type { BranchPurchasesService } from '../contexts/branch-purchases/branch-purchases.contract.ts';
import type { CatalogueService } from '../contexts/catalogue/catalogue.contract.ts';
import type { ContentService } from '../contexts/content/content.contract.ts';
import type { CustomerCareService } from '../contexts/customer-care/customer-care.contract.ts';
import type { DeliveryPassService } from '../contexts/delivery-pass/delivery-pass.contract.ts';
import type { ExperimentsService } from '../contexts/experiments/experiments.contract.ts';
import type { FavouritesService } from '../contexts/favourites/favourites.contract.ts';
import type { FlagsService } from '../contexts/flags/flags.contract.ts';
import type { AuthService } from '../contexts/identity/auth.contract.ts';
import type { IdentityService } from '../contexts/identity/identity.contract.ts';
import type { MyDetailsService } from '../contexts/identity/my-details.contract.ts';
import type { PasswordResetService } from '../contexts/identity/password-reset.contract.ts';
import type { IncentivesService } from '../contexts/incentives/incentives.contract.ts';
import type { InterstitialsService } from '../contexts/interstitials/interstitials.contract.ts';
import type { LoyaltyService } from '../contexts/loyalty/loyalty.contract.ts';
import type {
  MarketingSchemeNames,
  MarketingService,
} from '../contexts/marketing/marketing.contract.ts';
import type { MealPlansService } from '../contexts/meal-plans/meal-plans.contract.ts';
import type { OffersService } from '../contexts/offers/offers.contract.ts';
import type { OperationsService } from '../contexts/operations/operations.contract.ts';
import type { FulfilmentService } from '../contexts/orders/fulfilment.contract.ts';
import type { OrderAmendService } from '../contexts/orders/order-amend.contract.ts';
import type { OrderHistoryService } from '../contexts/orders/order-history.contract.ts';
import type { OrdersService } from '../contexts/orders/orders.contract.ts';
import type {
  PaymentCardsService,
  PaymentProvider,
} from '../contexts/payments/payments.contract.ts';
import type { QuickShopService } from '../contexts/quick-shop/quick-shop.contract.ts';
import type { RecipesService } from '../contexts/recipes/recipes.contract.ts';
import type { SearchService } from '../contexts/search/search.contract.ts';
import type { ShoppingListsService } from '../contexts/shopping-lists/shopping-lists.contract.ts';
import type { SlotsService } from '../contexts/slots/slots.contract.ts';
import type { SponsoredService } from '../contexts/sponsored/sponsored.contract.ts';
import type { StaffService } from '../contexts/staff/staff.contract.ts';
import type {
  PartnerDiscountCardService,
  TendersService,
} from '../contexts/tenders/tenders.contract.ts';
import type { TrolleyService } from '../contexts/trolley/trolley.contract.ts';
import type { ViewerService } from '../contexts/viewer/viewer.contract.ts';

/**
 * What route loaders and actions reach through the React Router load context: one service per
 * context, each typed by the contract its context owns (decision 0025), and the site's facts.
 */

/** Site facts from configuration (white-label). */
export interface SiteConfig {
  brandName: string;
  /** The loyalty scheme's name, e.g. myHillside: the account menu's link to its hub. */
  loyaltySchemeName: string;
  /**
   * The four marketing schemes' names (spec doc 3 §3): the retailer (the brand), its loyalty
   * scheme, the department-store partner and the partner's money service.
   */
  marketingSchemeNames: MarketingSchemeNames;
  customerCarePhone: string;
  /** Where contact form messages are announced to the customer care team (decision 0076). */
  customerCareEmail: string;
  /** When customer care answers, e.g. 'Monday to Saturday 8am to 8pm'. */
  customerCareHours: string;
  /** Production origin for canonical links, no trailing slash. */
  publicOrigin: string;
  partnerLinks: { cellar: string; garden: string; dishpatch: string };
  socialLinks: {
    facebook: string;
    instagram: string;
    pinterest: string;
    x: string;
    youtube: string;
  };
  appLinks: { appStore: string; googlePlay: string };
}

export interface AppServices {
  catalogue: CatalogueService;
  site: SiteConfig;
  search: SearchService;
  offers: OffersService;
  /** The shopper's favourites: the heart and the favourites page (decision 0079). */
  favourites: FavouritesService;
  /** What the shop suggests between the trolley and checkout (decision 0093). */
  interstitials: InterstitialsService;
  /** Menu ad banners and sponsored products, managed in the console (decision 0096). */
  sponsored: SponsoredService;
  /** The basket builder: eligibility and suggestions for a trolley with a slot (decision 0095). */
  basketBuilder: BasketBuilderService;
  /** The delivery pass: plans, buying, the account page (decision 0087). */
  deliveryPass: DeliveryPassService;
  /** What the shopper bought in our branches: the Bought in store page (decision 0079). */
  branchPurchases: BranchPurchasesService;
  /** Content and help pages (decision 0074). */
  content: ContentService;
  /** Contact us, the replacement card form and the staff's inbox (decision 0076). */
  customerCare: CustomerCareService;
  identity: IdentityService;
  auth: AuthService;
  staff: StaffService;
  /**
   * End-to-end test hooks are on (E2E_TEST_HOOKS): the root loader then honours
   * `?sessionTimerMs=` so a journey can see the session time-out without waiting 28 minutes.
   */
  testHooks: boolean;
  passwordReset: PasswordResetService;
  myDetails: MyDetailsService;
  /** The address book (decision 0027). */
  addresses: AddressBookService;
  /** Postcode lookup for the add and edit address forms. */
  postcodeLookup: PostcodeLookupService;
  /** Marketing preferences and memberships (decision 0028). */
  marketing: MarketingService;
  /** The loyalty scheme (decision 0086). */
  loyalty: LoyaltyService;
  /** The signed-in shopper's trolley (decision 0031); `summary` feeds the header. */
  trolley: TrolleyService;
  /** Slot booking (decision 0034): grids, booking, the customer slot, live availability. */
  slots: SlotsService;
  /** The page frame's viewer: account area, trolley summary and lines, slot (decision 0060). */
  viewer: ViewerService;
  /** Gift cards, gift vouchers and promo codes on the shopper's order (decision 0039). */
  tenders: TendersService;
  /** The partner discount card on the shopper's order (decision 0044). */
  partnerDiscountCards: PartnerDiscountCardService;
  /** Saved payment cards (decision 0038). */
  paymentCards: PaymentCardsService;
  /** The payment provider: authorise, capture, void, refund (the checkout's). */
  paymentProvider: PaymentProvider;
  /** Order placement and the shopper's orders (decision 0040). */
  orders: OrdersService;
  /** Amending a placed order until its cut-off (decision 0042). */
  orderAmend: OrderAmendService;
  /** Fulfilment for staff and payment resolution for customers (decision 0043). */
  fulfilment: FulfilmentService;
  /** The money's health on the staff console's home (decision 0058). */
  operations: OperationsService;
  /** My Orders, View Order, cancel and shop from order (decision 0041). */
  orderHistory: OrderHistoryService;
  /** Quick shop and shop from previous: usual products, an order to shop from, one press (0082). */
  quickShop: QuickShopService;
  /** The shopper's shopping lists (decision 0081). */
  shoppingLists: ShoppingListsService;
  /** Personal offers, loaded and unloaded (decision 0088). */
  incentives: IncentivesService;
  /** Recipes: listings, a recipe, ratings, pims and a selection to the trolley (decision 0083). */
  recipes: RecipesService;
  /** The shopper's meal plans: weeks, their combined list, filling the trolley (decision 0085). */
  mealPlans: MealPlansService;
  /** Feature flags, decided per visitor from the states in memory (decision 0068). */
  flags: FlagsService;
  /** Experiments, assigned per visitor from the runs in memory (decision 0072). */
  experiments: ExperimentsService;
  /** The shop's analytics collector (decision 0070). */
  analytics: AnalyticsService;
  /** The staff analytics dashboard's figures (decision 0071). */
  analyticsDashboard: AnalyticsDashboardService;
}
