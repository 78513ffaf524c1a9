import { useState } from 'react';
import type { RatesInput } from '#common/pricing.ts';
import {
  type DiscountRow,
  emptyDiscount,
  emptySeason,
  RatesFormProblem,
  ratesFormOf,
  ratesFromForm,
  type SeasonRow,
} from '../../../lib/admin/rates-form.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { pricing } from '../../../lib/api/pricing.ts';
import { removeTextButton } from '../button-styles.ts';
import { FormSection } from '../property-form/form-section.tsx';
import { RateInput } from './money-input.tsx';

type SaveState = { kind: 'idle' | 'busy' | 'saved' | 'error'; message: string };

/**
 * A home's rates (issue 40): base and weekend nightly, cleaning fee, extra guests, dated seasons and length
 * discounts, typed in dollars and saved as integer cents with PUT /properties/{id}/rates. The API's refusal
 * (overlapping seasons, a bad percent) is shown as it words it; nothing is stored then.
 */
export function RatesEditor({ propertyId, rates }: { propertyId: number; rates: RatesInput | null }) {
  const write = useApiWrite({ revalidate: false });
  const [form, setForm] = useState(() => ratesFormOf(rates));
  const [save, setSave] = useState<SaveState>({
    kind: 'idle',
    message: rates ? '' : 'This home has no rates yet: travellers see its "from" rate or "ask us".',
  });
  const edit =
    <K extends keyof typeof form>(name: K) =>
    (value: (typeof form)[K]) => {
      setForm((f) => ({ ...f, [name]: value }));
      setSave((s) => (s.kind === 'saved' ? { kind: 'idle', message: '' } : s));
    };
  const editSeason = (key: number, change: Partial<SeasonRow>) =>
    edit('seasons')(form.seasons.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const editDiscount = (key: number, change: Partial<DiscountRow>) =>
    edit('discounts')(form.discounts.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let body: RatesInput;
    try {
      body = ratesFromForm(form);
    } catch (error) {
      if (!(error instanceof RatesFormProblem)) throw error;
      setSave({ kind: 'error', message: `Not saved: ${error.message}` });
      return;
    }
    setSave({ kind: 'busy', message: 'Saving rates…' });
    const result = await write.run('rates', () => pricing.saveRates(propertyId, body));
    if (result.ok) {
      setForm(ratesFormOf(result.data));
      setSave({ kind: 'saved', message: 'Saved: quotes use these rates now.' });
    } else if (result.expired) {
      setSave({ kind: 'error', message: 'Not saved: your session expired. Log in again, then retry.' });
    } else {
      setSave({ kind: 'error', message: `Not saved: ${result.error.message}` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Rates" className="space-y-6">
      <fieldset disabled={save.kind === 'busy'} className="min-w-0 space-y-6">
        <FormSection
          title="Base rates"
          description="In Canadian dollars. A blank weekend rate uses the nightly rate."
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <RateInput label="Base nightly" prefix="$" value={form.nightly} onChange={edit('nightly')} />
            <RateInput
              label="Weekend nightly"
              prefix="$"
              value={form.weekend}
              onChange={edit('weekend')}
              hint="Friday and Saturday nights."
            />
            <RateInput label="Cleaning fee" prefix="$" value={form.cleaning} onChange={edit('cleaning')} />
            <RateInput
              label="Extra guests after"
              inputMode="numeric"
              value={form.extraAfter}
              onChange={edit('extraAfter')}
              hint="Guests included; blank: no extra-guest charge."
            />
            <RateInput
              label="Extra guest nightly"
              prefix="$"
              value={form.extraNightly}
              onChange={edit('extraNightly')}
              hint="Per extra guest, per night."
            />
          </div>
        </FormSection>

        <FormSection
          title="Seasons"
          description="A night is in a season from its start date up to, not including, its end date. Seasons may not overlap."
        >
          {form.seasons.length === 0 ? (
            <p className="text-slate-700">No seasons: every night uses the base rates.</p>
          ) : null}
          <ul className="space-y-4">
            {form.seasons.map((season, index) => (
              <li
                key={season.key}
                data-testid="season-row"
                className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_0.8fr_auto] lg:items-start"
              >
                <RateInput
                  label="Season name"
                  value={season.name}
                  onChange={(name) => editSeason(season.key, { name })}
                />
                <RateInput
                  label="Start"
                  type="date"
                  value={season.start}
                  onChange={(start) => editSeason(season.key, { start })}
                />
                <RateInput
                  label="End"
                  type="date"
                  value={season.end}
                  onChange={(end) => editSeason(season.key, { end })}
                />
                <RateInput
                  label="Nightly"
                  prefix="$"
                  value={season.nightly}
                  onChange={(nightly) => editSeason(season.key, { nightly })}
                />
                <RateInput
                  label="Weekend"
                  prefix="$"
                  value={season.weekend}
                  onChange={(weekend) => editSeason(season.key, { weekend })}
                />
                <RateInput
                  label="Min nights"
                  inputMode="numeric"
                  value={season.minimumNights}
                  onChange={(minimumNights) => editSeason(season.key, { minimumNights })}
                />
                <button
                  type="button"
                  className={`${removeTextButton} lg:mt-8`}
                  onClick={() => edit('seasons')(form.seasons.filter((s) => s.key !== season.key))}
                >
                  Remove<span className="sr-only"> season {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
            onClick={() => edit('seasons')([...form.seasons, emptySeason()])}
          >
            <span aria-hidden="true">+</span> Add season
          </button>
        </FormSection>

        <FormSection
          title="Length discounts"
          description="Percent off the nights for stays of at least so many nights; the best one that applies is used."
        >
          {form.discounts.length === 0 ? <p className="text-slate-700">No length discounts.</p> : null}
          <ul className="space-y-4">
            {form.discounts.map((discount, index) => (
              <li
                key={discount.key}
                className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              >
                <RateInput
                  label="From nights"
                  inputMode="numeric"
                  value={discount.minNights}
                  onChange={(minNights) => editDiscount(discount.key, { minNights })}
                />
                <RateInput
                  label="Percent off"
                  value={discount.percent}
                  onChange={(percent) => editDiscount(discount.key, { percent })}
                />
                <button
                  type="button"
                  className={`${removeTextButton} sm:mt-8`}
                  onClick={() => edit('discounts')(form.discounts.filter((d) => d.key !== discount.key))}
                >
                  Remove<span className="sr-only"> discount {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
            onClick={() => edit('discounts')([...form.discounts, emptyDiscount()])}
          >
            <span aria-hidden="true">+</span> Add discount
          </button>
        </FormSection>
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" className="btn-dark" disabled={save.kind === 'busy'}>
          {save.kind === 'busy' ? 'Saving…' : 'Save rates'}
        </button>
        <p
          role={save.kind === 'error' ? 'alert' : 'status'}
          data-testid="rates-save-state"
          className={
            save.kind === 'error'
              ? 'font-semibold text-red-800'
              : save.kind === 'saved'
                ? 'font-semibold text-forest-700'
                : 'text-slate-700'
          }
        >
          {save.message}
        </p>
      </div>
    </form>
  );
}
