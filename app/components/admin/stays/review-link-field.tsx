import { useId } from 'react';
import type { Stay } from '#common/stay.ts';
import { reviewMessage } from '../../../lib/admin/stay-message.ts';
import { CopyButton } from '../../ui/copy-button.tsx';

/**
 * A stay's review link with a ready-to-paste thank-you message (issue 27): there from the stay's last night
 * until 30 days after departure (`review_link` is null otherwise).
 */
export function ReviewLinkField({ stay, propertyName }: { stay: Stay; propertyName: string }) {
  const id = useId();
  if (!stay.review_link) return null;
  const message = reviewMessage({ ...stay, review_link: stay.review_link }, propertyName);
  return (
    <div className="mt-4 border-t border-slate-200 pt-4" data-review-link>
      <label htmlFor={`${id}-review`} className="field-label">
        Review link (until 30 days after check-out)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-review`}
          readOnly
          value={stay.review_link}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-w-0 flex-1 font-mono text-sm"
        />
        <CopyButton text={stay.review_link} what="review link" />
        <CopyButton text={message} what="thank-you message" />
      </div>
    </div>
  );
}
