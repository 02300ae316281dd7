import type { Identity } from '@grocer/domain/identity/identity';
import { adBannerDraftSchema } from '@grocer/domain/sponsored/ad-banner';
import { sponsoredPlacementDraftSchema } from '@grocer/domain/sponsored/sponsored-placement';
import { fieldErrors } from '@grocer/domain/validation/account.schema';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/** What the console's forms answer: done, or refused with a message per field or one for all. */
export type ConsoleAnswer =
  | { intent: string; ok: true; done: string }
  | {
      intent: string;
      ok: false;
      message: string;
      fields: Record<string, string>;
      values: Record<string, string>;
    };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 600);
const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

const BANNER_FIELDS = [
  'categoryId',
  'offerHeading',
  'heading',
  'subheading',
  'linkUrl',
  'linkText',
  'imageSrc',
  'altText',
  'marketingBadge',
  'lineNumbers',
  'impressionUrl',
  'clickUrl',
  'vendor',
] as const;

/**
 * The console's posts (decision 0096), told apart by `intent`: add or remove a banner, add or end
 * a placement. Input is checked with the domain's schemas; the service checks the staff member.
 */
export async function consoleAction(
  context: Context,
  staff: Identity,
  form: FormData,
): Promise<{ status: number; answer: ConsoleAnswer }> {
  const intent = text(form, 'intent');
  const { sponsored } = getServices(context);
  const values = Object.fromEntries(
    [...BANNER_FIELDS, 'lineNumber', 'sponsorshipId', 'placementVendor'].map((name) => [
      name,
      text(form, name),
    ]),
  );
  const refused = (status: number, message: string, fields: Record<string, string> = {}) => ({
    status,
    answer: { intent, ok: false as const, message, fields, values },
  });
  try {
    if (intent === 'add-banner') {
      const optional = (value: string) => (value.trim() === '' ? [] : [value.trim()]);
      const parsed = adBannerDraftSchema.safeParse({
        categoryId: values.categoryId,
        offerHeading: values.offerHeading,
        heading: values.heading,
        subheading: values.subheading,
        linkUrl: values.linkUrl,
        linkText: values.linkText,
        imageSrc: values.imageSrc,
        altText: values.altText,
        marketingBadge: values.marketingBadge,
        lineNumbers: list(values.lineNumbers ?? ''),
        impressionUrls: optional(values.impressionUrl ?? ''),
        clickUrls: optional(values.clickUrl ?? ''),
        vendor: values.vendor,
      });
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        if (fields.impressionUrls) fields.impressionUrl = fields.impressionUrls;
        if (fields.clickUrls) fields.clickUrl = fields.clickUrls;
        return refused(400, 'Please check the banner’s details.', fields);
      }
      const made = await sponsored.addBanner(staff, parsed.data);
      return {
        status: 200,
        answer: { intent, ok: true, done: `Banner “${made.banner.textArea.heading}” added.` },
      };
    }
    if (intent === 'remove-banner' || intent === 'remove-placement') {
      const id = text(form, 'id');
      if (!/^[1-9]\d{0,8}$/.test(id)) return refused(400, 'Invalid id: must be a number');
      if (intent === 'remove-banner') {
        await sponsored.removeBanner(staff, Number(id));
        return { status: 200, answer: { intent, ok: true, done: 'Banner removed.' } };
      }
      await sponsored.removePlacement(staff, Number(id));
      return { status: 200, answer: { intent, ok: true, done: 'Sponsorship ended.' } };
    }
    if (intent === 'add-placement') {
      const parsed = sponsoredPlacementDraftSchema.safeParse({
        lineNumber: values.lineNumber,
        sponsorshipId: values.sponsorshipId,
        vendor: values.placementVendor,
      });
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        if (fields.vendor) fields.placementVendor = fields.vendor;
        return refused(400, 'Please check the sponsorship’s details.', fields);
      }
      const made = await sponsored.addPlacement(staff, parsed.data);
      return {
        status: 200,
        answer: {
          intent,
          ok: true,
          done: `${made.productName ?? made.lineNumber} is sponsored (${made.sponsorshipId}).`,
        },
      };
    }
    return refused(
      400,
      'Invalid intent: must be add-banner, remove-banner, add-placement or remove-placement',
    );
  } catch (error) {
    const problem = clientErrorOf(error);
    if (!problem) throw error;
    return refused(problem.status, problem.message);
  }
}
