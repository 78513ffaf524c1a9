import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import type { RatesInput } from '#common/pricing.ts';
import { emptyDiscount, emptySeason, ratesFormOf, ratesFormSchema } from '../../../lib/admin/rates-form.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { FormSection } from '../property-form/form-section.tsx';
import { RowList } from '../row-list.tsx';
import { RateInput } from './money-input.tsx';

const noRatesYet = 'This home has no rates yet: travellers see its "from" rate or "ask us".';

/**
 * A home's rates (issue 40): base and weekend nightly, cleaning fee, extra guests, dated seasons and length
 * discounts, typed in dollars and saved as integer cents with PUT /properties/{id}/rates. The API's refusal
 * (overlapping seasons, a bad percent) is shown as it words it; nothing is stored then. Once saved, the form
 * starts again from the rates the API answered.
 */
export function RatesEditor({ propertyId, rates }: { propertyId: number; rates: RatesInput | null }) {
  const [saved, setSaved] = useState({ rates, times: 0 });
  // "Saved" shows until the next edit
  const [savedNow, setSavedNow] = useState(false);
  return (
    <RatesForm
      key={saved.times}
      propertyId={propertyId}
      rates={saved.rates}
      idleMessage={saved.rates ? '' : noRatesYet}
      savedNow={savedNow}
      onEdited={() => setSavedNow(false)}
      onSaved={(answer) => {
        setSaved(({ times }) => ({ rates: answer, times: times + 1 }));
        setSavedNow(true);
      }}
    />
  );
}

type SaveState = { kind: 'idle' | 'busy' | 'saved' | 'error'; message: string };

/** The form of the rates given; the rows of seasons and discounts are Conform lists. */
function RatesForm({
  propertyId,
  rates,
  idleMessage,
  savedNow,
  onEdited,
  onSaved,
}: {
  propertyId: number;
  rates: RatesInput | null;
  idleMessage: string;
  savedNow: boolean;
  onEdited: () => void;
  onSaved: (rates: RatesInput) => void;
}) {
  const write = useApiWrite({ revalidate: false });
  // a save was asked for: a message the form holds then says why it was not sent
  const [asked, setAsked] = useState(false);
  const { form, fields, pending } = useApiForm({
    schema: ratesFormSchema,
    defaultValue: ratesFormOf(rates),
    async onValid(body) {
      const result = await write.run('rates', () =>
        apiAnswer(
          client.PUT('/api/v1/properties/{id}/rates', { params: { path: { id: propertyId } }, body }),
        ),
      );
      if (result.ok) {
        onSaved(result.data);
        return undefined;
      }
      return {
        message: result.expired ? 'your session expired. Log in again, then retry.' : result.error.message,
      };
    },
  });
  const save = saveState({
    pending,
    savedNow,
    idleMessage,
    // the API's refusal (or the rule across fields), else the first field's message once a save was asked
    problem: form.errors?.[0] ?? (asked ? Object.values(form.allErrors).flat()[0] : undefined),
  });
  const seasons = fields.seasons.getFieldList();
  const discounts = fields.length_discounts.getFieldList();
  const extraGuest = fields.extra_guest.getFieldset();

  return (
    <form
      {...getFormProps(form)}
      onSubmitCapture={() => setAsked(true)}
      onInput={onEdited}
      aria-label="Rates"
      className="space-y-6"
    >
      <fieldset disabled={pending} className="min-w-0 space-y-6">
        <FormSection
          title="Base rates"
          description="In Canadian dollars. A blank weekend rate uses the nightly rate."
        >
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <RateInput label="Base nightly" prefix="$" field={fields.nightly_cents} />
            <RateInput
              label="Weekend nightly"
              prefix="$"
              field={fields.weekend_nightly_cents}
              hint="Friday and Saturday nights."
            />
            <RateInput label="Cleaning fee" prefix="$" field={fields.cleaning_fee_cents} />
            <RateInput
              label="Extra guests after"
              inputMode="numeric"
              field={extraGuest.after}
              hint="Guests included; blank: no extra-guest charge."
            />
            <RateInput
              label="Extra guest nightly"
              prefix="$"
              field={extraGuest.nightly_cents}
              hint="Per extra guest, per night."
            />
          </div>
        </FormSection>

        <FormSection
          title="Seasons"
          description="A night is in a season from its start date up to, not including, its end date. Seasons may not overlap."
        >
          <RowList
            rows={seasons}
            noun="season"
            addLabel="Add season"
            empty="No seasons: every night uses the base rates."
            rowTestId="season-row"
            rowClassName="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_0.8fr_auto] lg:items-start"
            wideFrom="lg"
            onAdd={() => {
              onEdited();
              form.insert({ name: fields.seasons.name, defaultValue: emptySeason() });
            }}
            onRemove={(index) => {
              onEdited();
              form.remove({ name: fields.seasons.name, index });
            }}
          >
            {(index) => {
              const season = seasons[index]?.getFieldset();
              if (!season) return null;
              return (
                <>
                  <RateInput label="Season name" field={season.name} />
                  <RateInput label="Start" type="date" field={season.start} />
                  <RateInput label="End" type="date" field={season.end} />
                  <RateInput label="Nightly" prefix="$" field={season.nightly_cents} />
                  <RateInput label="Weekend" prefix="$" field={season.weekend_nightly_cents} />
                  <RateInput label="Min nights" inputMode="numeric" field={season.minimum_nights} />
                </>
              );
            }}
          </RowList>
        </FormSection>

        <FormSection
          title="Length discounts"
          description="Percent off the nights for stays of at least so many nights; the best one that applies is used."
        >
          <RowList
            rows={discounts}
            noun="discount"
            addLabel="Add discount"
            empty="No length discounts."
            rowClassName="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            wideFrom="sm"
            onAdd={() => {
              onEdited();
              form.insert({ name: fields.length_discounts.name, defaultValue: emptyDiscount() });
            }}
            onRemove={(index) => {
              onEdited();
              form.remove({ name: fields.length_discounts.name, index });
            }}
          >
            {(index) => {
              const discount = discounts[index]?.getFieldset();
              if (!discount) return null;
              return (
                <>
                  <RateInput label="From nights" inputMode="numeric" field={discount.min_nights} />
                  <RateInput label="Percent off" field={discount.percent} />
                </>
              );
            }}
          </RowList>
        </FormSection>
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" className="btn-dark" disabled={pending}>
          {pending ? 'Saving…' : 'Save rates'}
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

/**
 * The line beside "Save rates": saving, why the rates were not saved (the API's refusal or the form's first
 * message, which is also under its field), saved, or the idle text.
 */
function saveState(state: {
  pending: boolean;
  problem: string | undefined;
  savedNow: boolean;
  idleMessage: string;
}): SaveState {
  if (state.pending) return { kind: 'busy', message: 'Saving rates…' };
  if (state.problem) return { kind: 'error', message: `Not saved: ${state.problem}` };
  if (state.savedNow) return { kind: 'saved', message: 'Saved: quotes use these rates now.' };
  return { kind: 'idle', message: state.idleMessage };
}
