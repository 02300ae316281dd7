import {
  consentChanges,
  consentKey,
  MARKETING_CHANNELS,
  type MarketingPreferences,
  type MarketingPreset,
  type MarketingScheme,
  preferencesAfter,
} from '@grocer/domain/marketing/marketing-preferences';
import {
  CHANNEL_LABELS,
  PREFERENCES_SAVED,
  PRESET_NOT_SAVED_YET,
  SAVE_PREFERENCES,
  SELECT_ALL,
  UNSELECT_ALL,
} from '@grocer/domain/messages/account-area-messages';
import { type MouseEvent, useState } from 'react';
import { Form } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './marketing-preferences-form.module.css';

export interface MarketingPreferencesFormProps {
  /** The schemes in order, with their configured names. */
  schemes: readonly { scheme: MarketingScheme; name: string }[];
  /** What is stored. */
  saved: MarketingPreferences;
  /** What the boxes show at first: a preset chosen without JavaScript, or what is stored. */
  shown: MarketingPreferences;
  /** The last submission stored the preferences. */
  justSaved: boolean;
}

/**
 * Marketing preferences (decision 0028): one group per scheme, named as configured, with a box per
 * channel. 'Select all' and 'Unselect all' are submit buttons: without JavaScript the server
 * answers the form with every box ticked or cleared; with it they tick or clear the boxes at
 * once. Either way nothing is stored until Save, and the page says so while the boxes differ
 * from what is stored.
 */
export function MarketingPreferencesForm({
  schemes,
  saved,
  shown,
  justSaved,
}: MarketingPreferencesFormProps) {
  const [chosen, setChosen] = useState(shown);
  const unsaved = consentChanges(saved, chosen).length > 0;

  const applyPreset = (preset: MarketingPreset) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setChosen(preferencesAfter({ preset }));
  };

  const toggle = (scheme: MarketingScheme, channel: (typeof MARKETING_CHANNELS)[number]) => () =>
    setChosen((current) => ({
      ...current,
      [scheme]: { ...current[scheme], [channel]: !current[scheme][channel] },
    }));

  return (
    <Form method="post" className={styles.form}>
      <div className={styles.presets}>
        <button
          type="submit"
          name="intent"
          value="all-on"
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          onClick={applyPreset('all-on')}
        >
          {SELECT_ALL}
        </button>
        <button
          type="submit"
          name="intent"
          value="all-off"
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          onClick={applyPreset('all-off')}
        >
          {UNSELECT_ALL}
        </button>
      </div>
      <div className={styles.schemes}>
        {schemes.map(({ scheme, name }) => (
          <fieldset key={scheme} className={styles.scheme}>
            <legend className={styles.legend}>{name}</legend>
            {MARKETING_CHANNELS.map((channel) => (
              <label key={channel} className={styles.choice}>
                <input
                  type="checkbox"
                  name="consent"
                  value={consentKey(scheme, channel)}
                  checked={chosen[scheme][channel]}
                  onChange={toggle(scheme, channel)}
                  className={styles.checkbox}
                />
                {CHANNEL_LABELS[channel]}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p role="status" className={unsaved ? styles.pending : justSaved ? styles.done : styles.idle}>
        {unsaved ? PRESET_NOT_SAVED_YET : justSaved ? PREFERENCES_SAVED : ''}
      </p>
      <div>
        <button type="submit" name="intent" value="save" className={buttonClass()}>
          {SAVE_PREFERENCES}
        </button>
      </div>
    </Form>
  );
}
