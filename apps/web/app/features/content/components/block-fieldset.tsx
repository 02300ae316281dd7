import type { ContentBlockKind } from '@grocer/domain/content/content-page';
import { TEASER_SUBJECTS } from '@grocer/domain/content/content-page';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { fieldControlClass } from '../../../components/ui/form-field.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { BLOCK_KIND_LABELS, type BlockFields } from '../lib/block-form.ts';
import styles from './block-fieldset.module.css';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  hint?: string;
  multiline?: boolean;
}

function Field({ label, name, value, hint, multiline }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          id={id}
          name={name}
          defaultValue={value}
          rows={5}
          aria-describedby={hintId}
          className={fieldControlClass({ multiline: true })}
        />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={value}
          aria-describedby={hintId}
          className={fieldControlClass()}
        />
      )}
    </div>
  );
}

function Choice({
  legend,
  name,
  value,
  options,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={value === option.value}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

const RICH_TEXT_HINT =
  'A blank line starts a new paragraph. **bold**, _italic_ and [words](/ecom/help-information) make bold, italic and links; a backslash keeps a mark as it is (\\*).';
const LINKS_HINT =
  'One link a line: the words, a bar, then where it leads (Contact us | /ecom/help-information/contact-us).';
const HREF_HINT = 'A page of this shop (/ecom/…), an https address, mailto: or tel:.';

/** The fields of one block, named `b<index>.<field>`, as the form posts them. */
function KindFields({ block, prefix }: { block: BlockFields; prefix: string }) {
  const v = (name: string) => block[name] ?? '';
  const n = (name: string) => `${prefix}.${name}`;
  switch (block.kind) {
    case 'heading':
      return (
        <>
          <Choice
            legend="Level"
            name={n('level')}
            value={v('level')}
            options={[
              { value: '2', label: 'Section heading' },
              { value: '3', label: 'Sub-heading' },
            ]}
          />
          <Field label="Heading text" name={n('text')} value={v('text')} />
        </>
      );
    case 'richText':
      return (
        <Field label="Text" name={n('text')} value={v('text')} hint={RICH_TEXT_HINT} multiline />
      );
    case 'image':
      return (
        <>
          <Field
            label="Image address"
            name={n('src')}
            value={v('src')}
            hint="An image of this shop (/ecom/assets/…)."
          />
          <Field
            label="Description for people who cannot see it"
            name={n('alt')}
            value={v('alt')}
            hint="Leave empty for a picture that is only decoration."
          />
        </>
      );
    case 'callToAction':
      return (
        <>
          <Field label="Button words" name={n('label')} value={v('label')} />
          <Field label="Leads to" name={n('href')} value={v('href')} hint={HREF_HINT} />
        </>
      );
    case 'linkList':
      return (
        <>
          <Field label="Title" name={n('title')} value={v('title')} />
          <Field label="Links" name={n('links')} value={v('links')} hint={LINKS_HINT} multiline />
        </>
      );
    case 'hero':
      return (
        <>
          <Field label="Small line above the title" name={n('eyebrow')} value={v('eyebrow')} />
          <Field label="Title" name={n('title')} value={v('title')} />
          <Field label="Sentence under the title" name={n('text')} value={v('text')} multiline />
          <Field
            label="Buttons"
            name={n('links')}
            value={v('links')}
            hint={`Up to two. ${LINKS_HINT}`}
            multiline
          />
        </>
      );
    case 'productCarousel':
      return (
        <>
          <Field label="Title" name={n('title')} value={v('title')} />
          <Choice
            legend="Products"
            name={n('source')}
            value={v('source')}
            options={[
              { value: 'search', label: 'The first a search finds' },
              { value: 'lineNumbers', label: 'These line numbers' },
            ]}
          />
          <Field label="Search for" name={n('searchTerm')} value={v('searchTerm')} />
          <Field
            label="Line numbers"
            name={n('lineNumbers')}
            value={v('lineNumbers')}
            hint="Separated by commas or spaces, in the order to show them."
          />
        </>
      );
    case 'teaser':
      return (
        <>
          <Choice
            legend="Teaser for"
            name={n('subject')}
            value={v('subject')}
            options={TEASER_SUBJECTS.map((subject) => ({
              value: subject,
              label: subject === 'recipe' ? 'A recipe' : 'An offer',
            }))}
          />
          <Field label="Title" name={n('title')} value={v('title')} />
          <Field label="Text" name={n('text')} value={v('text')} multiline />
          <Field label="Link words" name={n('linkLabel')} value={v('linkLabel')} />
          <Field label="Leads to" name={n('href')} value={v('href')} hint={HREF_HINT} />
          <Field
            label="Picture address"
            name={n('imageSrc')}
            value={v('imageSrc')}
            hint="Optional: an image of this shop (/ecom/assets/food/strawberry.svg)."
          />
          <Field label="Picture description" name={n('imageAlt')} value={v('imageAlt')} />
        </>
      );
    default:
      return <p className={styles.hint}>This block’s kind is not one the editor knows.</p>;
  }
}

/**
 * One block of the editor's form: its kind, its fields and the buttons that move or remove it
 * (plain submit buttons, so the editor works without JavaScript; nothing is saved by them).
 */
export function BlockFieldset({
  block,
  index,
  count,
}: {
  block: BlockFields;
  index: number;
  count: number;
}) {
  const prefix = `b${index}`;
  const name = `Block ${index + 1}: ${BLOCK_KIND_LABELS[block.kind as ContentBlockKind] ?? block.kind}`;
  return (
    <fieldset className={styles.block}>
      <legend>{name}</legend>
      <input type="hidden" name={`${prefix}.kind`} value={block.kind} />
      <KindFields block={block} prefix={prefix} />
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value={`up:${index}`}
          formNoValidate
          disabled={index === 0}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
        >
          Move up
          <VisuallyHidden>{` block ${index + 1}`}</VisuallyHidden>
        </button>
        <button
          type="submit"
          name="intent"
          value={`down:${index}`}
          formNoValidate
          disabled={index === count - 1}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
        >
          Move down
          <VisuallyHidden>{` block ${index + 1}`}</VisuallyHidden>
        </button>
        <button
          type="submit"
          name="intent"
          value={`remove:${index}`}
          formNoValidate
          className={buttonClass({ variant: 'secondary', size: 'small' })}
        >
          Remove
          <VisuallyHidden>{` block ${index + 1}`}</VisuallyHidden>
        </button>
      </div>
    </fieldset>
  );
}
