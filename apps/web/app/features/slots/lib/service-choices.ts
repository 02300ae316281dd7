import {
  COLLECTION_CHOICE,
  COLLECTION_CHOICE_TEXT,
  COLLECTION_SERVICES,
  DELIVERY_CHOICE,
  DELIVERY_CHOICE_TEXT,
} from '@grocer/domain/messages/slot-page-messages';
import {
  type CollectionService,
  collectionPagePath,
  deliveryGridPath,
  type SlotPageVariant,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import { CakeSlice, ShoppingBasket, Store, Truck, UtensilsCrossed } from 'lucide-react';
import type { ServiceChoice } from '../components/service-choices.tsx';

/** Service selection: delivery, or click and collect (spec doc 1 §4 flow). */
export function fulfilmentChoices(variant: SlotPageVariant | null): ServiceChoice[] {
  return [
    {
      id: 'delivery',
      name: DELIVERY_CHOICE,
      text: DELIVERY_CHOICE_TEXT,
      href: deliveryGridPath(variant),
      icon: Truck,
    },
    {
      id: 'collection',
      name: COLLECTION_CHOICE,
      text: COLLECTION_CHOICE_TEXT,
      href: collectionPagePath('select-service', variant),
      icon: Store,
    },
  ];
}

const SERVICE_ICONS = {
  groceries: ShoppingBasket,
  entertaining: CakeSlice,
  groceriesandentertaining: UtensilsCrossed,
} as const;

/** Collection service selection: the three collection grids. */
export function collectionChoices(variant: SlotPageVariant | null): ServiceChoice[] {
  return (Object.keys(COLLECTION_SERVICES) as CollectionService[]).map((service) => ({
    id: service,
    name: COLLECTION_SERVICES[service].name,
    text: COLLECTION_SERVICES[service].text,
    href: collectionPagePath(service, variant),
    icon: SERVICE_ICONS[service],
  }));
}
