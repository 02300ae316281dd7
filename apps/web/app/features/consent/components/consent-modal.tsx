import {
  CONSENT_CATEGORIES,
  CONSENT_TEXT,
  type ConsentCategory,
} from '@grocer/domain/consent/cookie-consent';
import { useEffect, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useFetcher } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './cookie-consent.module.css';

type Choice = 'allow' | 'deny';

/**
 * Manage cookies (spec doc 3 §4): functional, analytics and advertising, each Allow or Don't
 * allow, none chosen at first; Accept selected is enabled once all three are chosen.
 */
export function ConsentModal({ onClose, onStored }: { onClose: () => void; onStored: () => void }) {
  const fetcher = useFetcher<{ consent: unknown; problem: string | null }>();
  const [choices, setChoices] = useState<Partial<Record<ConsentCategory, Choice>>>({});
  const complete = CONSENT_CATEGORIES.every((category) => choices[category] !== undefined);
  const stored = fetcher.state === 'idle' && fetcher.data?.consent != null;

  useEffect(() => {
    if (stored) onStored();
  }, [stored, onStored]);

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CONSENT_TEXT.modalTitle}
    >
      {() => (
        <fetcher.Form
          method="post"
          action="/resources/cookie-preferences"
          className={styles.preferences}
        >
          <input type="hidden" name="choice" value="selected" />
          {CONSENT_CATEGORIES.map((category) => (
            <RadioGroup
              key={category}
              name={category}
              orientation="horizontal"
              value={choices[category] ?? null}
              onChange={(value) =>
                setChoices((current) => ({ ...current, [category]: value as Choice }))
              }
              className={styles.category}
            >
              <Label className={styles.categoryName}>{CONSENT_TEXT.categories[category]}</Label>
              <div className={styles.options}>
                <Radio value="allow" className={styles.radio}>
                  <span className={styles.indicator} aria-hidden="true" />
                  {CONSENT_TEXT.allow}
                </Radio>
                <Radio value="deny" className={styles.radio}>
                  <span className={styles.indicator} aria-hidden="true" />
                  {CONSENT_TEXT.dontAllow}
                </Radio>
              </div>
            </RadioGroup>
          ))}
          {fetcher.data?.problem && (
            <p role="alert" className={styles.problem}>
              {fetcher.data.problem}
            </p>
          )}
          <button
            type="submit"
            className={buttonClass({})}
            disabled={!complete || fetcher.state !== 'idle'}
          >
            {CONSENT_TEXT.acceptSelected}
          </button>
        </fetcher.Form>
      )}
    </ModalDialog>
  );
}
