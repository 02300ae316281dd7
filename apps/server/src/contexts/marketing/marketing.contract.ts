import type { Identity } from '@grocer/domain/identity/identity';
import type {
  MarketingConsent,
  MarketingPreferences,
  MarketingPreferencesChange,
  MarketingPreset,
  MarketingScheme,
} from '@grocer/domain/marketing/marketing-preferences';

/**
 * The marketing context's contract (issue 10, decision 0028; spec doc 3 §3, §4, §7): the
 * shopper's marketing consents per scheme and channel, read with their memberships as the spec's
 * memberships (v2) call does. Every call acts for `identity.customerId`. Staff signed on as the
 * customer may change them; each change they make is written to the staff audit log.
 */

export type {
  MarketingConsent,
  MarketingPreferences,
  MarketingPreferencesChange,
  MarketingPreset,
  MarketingScheme,
};

/** A scheme as shoppers know it: its key and its configured (white-label) name. */
export interface MarketingSchemeName {
  scheme: MarketingScheme;
  name: string;
}

/** The configured names of the four schemes. */
export type MarketingSchemeNames = Readonly<Record<MarketingScheme, string>>;

export interface MarketingPreferencesView {
  /** Every scheme and channel: true only where the shopper said yes (opt-in). */
  marketingPreferences: MarketingPreferences;
  /** The preset the preferences equal, if any. */
  preset: MarketingPreset | null;
  /** The schemes in the order shoppers see them, with their configured names. */
  schemes: MarketingSchemeName[];
}

/**
 * A loyalty membership (spec doc 3 §3: a type and a card number), from the loyalty context
 * (decision 0086): LOYALTY is the scheme's own (mywaitrose), PARTNER_LOYALTY the partnership card.
 */
export interface Membership {
  type: 'LOYALTY' | 'PARTNER_LOYALTY';
  number: string;
}

/** The memberships (v2) answer: memberships with their marketing preferences. */
export interface MembershipsView extends MarketingPreferencesView {
  memberships: Membership[];
}

export type SavePreferencesOutcome =
  | {
      outcome: 'saved';
      view: MarketingPreferencesView;
      /** The consents this save changed (empty when it changed nothing). */
      changed: MarketingConsent[];
    }
  | { outcome: 'unauthenticated' };

export interface MarketingService {
  /** Null when anonymous. */
  memberships(identity: Identity): Promise<MembershipsView | null>;
  /** Null when anonymous. */
  preferences(identity: Identity): Promise<MarketingPreferencesView | null>;
  /** Stores a preset or the whole set; only consents that change are written. */
  save(identity: Identity, change: MarketingPreferencesChange): Promise<SavePreferencesOutcome>;
}
