import { directionsUrl } from '@grocer/domain/branches/branch-page';
import { openingHoursRows } from '@grocer/domain/branches/opening-hours';
import type { BranchDetails as Branch } from '@grocer/server/contexts/catalogue/catalogue.contract';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { FIND_A_STORE_ROUTE } from '../lib/find-a-store-paths.ts';
import { BranchAddress } from './branch-address.tsx';
import { BranchServices } from './branch-services.tsx';
import styles from './find-a-store.module.css';

export const DIRECTIONS_LINK_TEXT = 'Get directions (Google Maps)';
export const NO_OPENING_HOURS = 'Please call the branch for its opening hours.';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A branch's page: where it is, how to get there, when it is open and what it offers. */
export function BranchDetails({ branch }: { branch: Branch }) {
  return (
    <div className={styles.details}>
      <section aria-labelledby="branch-address" className={styles.panel}>
        <h2 id="branch-address" className={styles.sectionTitle}>
          Address
        </h2>
        <BranchAddress branch={branch} />
        {branch.phone && (
          <p className={styles.contactLine}>
            <Icon icon={Phone} size={16} />
            <span>
              Phone:{' '}
              <a href={telHref(branch.phone)} className={styles.link}>
                {branch.phone}
              </a>
            </span>
          </p>
        )}
        <p className={styles.contactLine}>
          <Icon icon={MapPin} size={16} />
          <a href={directionsUrl(branch)} className={styles.link}>
            {DIRECTIONS_LINK_TEXT}
            <Icon icon={ExternalLink} size={14} className={styles.externalIcon} />
          </a>
        </p>
        <p className={styles.muted}>For a sat nav, use the postcode {branch.postcode}.</p>
      </section>

      <section aria-labelledby="branch-hours" className={styles.panel}>
        <h2 id="branch-hours" className={styles.sectionTitle}>
          Opening hours
        </h2>
        {branch.openingHours ? (
          <table className={styles.hours} aria-labelledby="branch-hours">
            <thead className={styles.visuallyHidden}>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Hours</th>
              </tr>
            </thead>
            <tbody>
              {openingHoursRows(branch.openingHours).map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.dayName}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{NO_OPENING_HOURS}</p>
        )}
        <p className={styles.muted}>Bank holiday hours may differ.</p>
      </section>

      <section aria-labelledby="branch-services" className={styles.panel}>
        <h2 id="branch-services" className={styles.sectionTitle}>
          Services
        </h2>
        <BranchServices services={branch.services} labelledBy="branch-services" />
      </section>

      <p>
        <Link to={FIND_A_STORE_ROUTE} className={styles.link}>
          Find another store
        </Link>
      </p>
    </div>
  );
}
