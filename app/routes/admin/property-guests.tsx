import { useEffect, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { Property } from '#common/property.ts';
import { todayIn } from '#common/site-dates.ts';
import type { Stay, StayStatus } from '#common/stay.ts';
import type { Activity } from '#common/tasks.ts';
import { dangerOutlineButton } from '../../components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { StayMessages } from '../../components/admin/messages/stay-messages.tsx';
import { PropertyTabs } from '../../components/admin/property-tabs.tsx';
import { CancelBookingDialog } from '../../components/admin/stays/cancel-booking-dialog.tsx';
import { ReviewLinkField } from '../../components/admin/stays/review-link-field.tsx';
import { StayActivity } from '../../components/admin/stays/stay-activity.tsx';
import { StayForm } from '../../components/admin/stays/stay-form.tsx';
import { StayMoney } from '../../components/admin/stays/stay-money.tsx';
import { StayRequests } from '../../components/admin/stays/stay-requests.tsx';
import { StaySharePanel } from '../../components/admin/stays/stay-share-panel.tsx';
import { useAdminUser } from '../../lib/admin/admin-user.ts';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { stayDates, stayStatusLabels } from '../../lib/admin/stay-message.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/property-guests';
import './stays-print.css';
import { parseId } from '#common/id.ts';

export const meta: Route.MetaFunction = () => adminMeta('Guests');

interface GuestsData {
  property: Property;
  stays: Stay[];
  /** who did what to each stay, by stay id (admin and manager; empty when it could not be read) */
  activity: Record<number, Activity[]>;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [property, stays, activity] = await Promise.all([
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}', { params: { path: { id: params.id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/stays', { params: { path: { id: params.id } }, signal }),
        ),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/activity', { params: { query: { property_id: Number(params.id) } }, signal }),
        ),
      request,
    ),
  ]);
  if (property.status === 'error') return { guests: property };
  if (stays.status === 'error') return { guests: stays };
  // the stays are what matters: without their activity they still show
  const byStay: Record<number, Activity[]> = {};
  if (activity.status === 'ready')
    for (const entry of activity.data) {
      if (entry.stay_id === null) continue;
      byStay[entry.stay_id] = [...(byStay[entry.stay_id] ?? []), entry];
    }
  const guests: ApiData<GuestsData> = {
    status: 'ready',
    data: { property: property.data, stays: stays.data, activity: byStay },
  };
  return { guests };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <GuestsView propertyId={0} guests={loading} />;
}

export default function PropertyGuests({ loaderData, params }: Route.ComponentProps) {
  return <GuestsView key={params.id} propertyId={parseId(params.id) ?? 0} guests={loaderData.guests} />;
}

const statusStyles: Record<StayStatus, string> = {
  upcoming: 'bg-sky-100 text-sky-900',
  current: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-slate-200 text-slate-800',
  revoked: 'bg-red-100 text-red-900',
  cancelled: 'bg-amber-100 text-amber-950',
};

function GuestsView({ propertyId, guests }: { propertyId: number; guests: ApiData<GuestsData> }) {
  const revalidator = useRevalidator();
  const relinking = useApiWrite();
  const [shown, setShown] = useState<number | null>(null);
  const [searchParams] = useSearchParams();
  const pickedArrival = searchParams.get('arrival') ?? undefined;
  const [editing, setEditing] = useState<number | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const [toRelink, setToRelink] = useState<Stay | null>(null);
  const [toCancel, setToCancel] = useState<Stay | null>(null);
  const isAdmin = useAdminUser().role === 'admin';
  const today = todayIn(useSiteTimeZone());
  const [notice, setNotice] = useState<Notice | null>(null);

  /**
   * Gives a stay a new link (the old one stops working at once); the stays are read again afterwards and
   * its share panel opens on the new link, to be shared.
   */
  async function renewLink(stay: Stay) {
    const result = await relinking.run('new-link', () =>
      apiAnswer(
        client.POST('/api/v1/properties/{id}/stays/{stayId}/new-link', {
          params: { path: { id: propertyId, stayId: stay.id } },
        }),
      ),
    );
    setToRelink(null);
    if (result.ok) setShown(stay.id);
    else if (!result.expired)
      setNotice({ title: 'Error', message: `Failed to make a new link: ${result.error.message}` });
  }

  // A mail that just came due ("Send now", or a guide due at once) goes out within seconds: look again until
  // it has, so staff see it change to sent without reloading. Only for two minutes after it came due: one
  // waiting out a mail server's outage is followed on the Outbox, not by polling this screen.
  const dueNow =
    guests.status === 'ready' &&
    guests.data.stays.some((stay) =>
      Object.values(stay.messages).some((m) => {
        if (!m || (m.status !== 'sending' && m.status !== 'scheduled')) return false;
        const dueFor = Date.now() - Date.parse(m.send_at);
        return dueFor >= 0 && dueFor < 120_000;
      }),
    );
  useEffect(() => {
    if (!dueNow || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => void revalidator.revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [dueNow, revalidator]);

  // The card renders first, then the print dialog opens; afterwards the page is itself again.
  useEffect(() => {
    if (printing === null) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <>
      {propertyId ? <PropertyTabs propertyId={propertyId} /> : null}
      <LoadState
        state={guests}
        loadingText="Loading guests..."
        errorText="Couldn't load the guests of this property"
        errorAction={
          <Link to="/admin/propertymanager" className="btn-outline mt-4">
            Back to properties
          </Link>
        }
      >
        {({ property, stays, activity }) => (
          <div className="space-y-6">
            <div>
              <h2 className="text-2xl font-semibold">Guests of {property.name}</h2>
              <p className="text-slate-700">
                Each stay has a personal link: the guest opens the welcome page without a password. Codes show
                from 00:00 on arrival day; the link stops working at noon the day after departure.
              </p>
            </div>
            <StayForm
              propertyId={property.id}
              {...(pickedArrival ? { arrival: pickedArrival } : {})}
              onSaved={(stay) => setShown(stay.id)}
              onFailed={(message) =>
                setNotice({ title: 'Error', message: `Failed to add the stay: ${message}` })
              }
            />
            {stays.length === 0 ? (
              <p className="card p-6 text-slate-700">No stays yet. Add one to share its link.</p>
            ) : (
              <ul className="space-y-3" aria-label="Stays">
                {stays.map((stay) => (
                  <li key={stay.id} id={`stay-${stay.id}`} data-stay={stay.id} className="card p-4 sm:p-5">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="font-display text-lg font-semibold text-brand-900">
                            {stay.guest_name}
                          </span>
                          <span
                            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[stay.status]}`}
                          >
                            {stayStatusLabels[stay.status]}
                          </span>
                        </p>
                        <p className="text-sm text-slate-700">{stayDates(stay)}</p>
                        {stay.guest_email ? (
                          <p className="text-sm text-slate-700">{stay.guest_email}</p>
                        ) : null}
                        {stay.note ? <p className="text-sm text-slate-900 italic">{stay.note}</p> : null}
                        {stay.reservation ? (
                          <p className="text-sm text-slate-700">
                            From the channel reservation "{stay.reservation.summary}"
                          </p>
                        ) : null}
                        {stay.warning ? (
                          <p role="status" className="mt-1 font-semibold text-red-800">
                            {stay.warning}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {stay.status === 'upcoming' || stay.status === 'current' ? (
                          <>
                            <button
                              type="button"
                              className="btn-dark min-h-10 px-4 py-1.5 text-sm"
                              aria-expanded={shown === stay.id}
                              onClick={() => setShown(shown === stay.id ? null : stay.id)}
                            >
                              Share<span className="sr-only"> {stay.guest_name}'s link</span>
                            </button>
                            <button
                              type="button"
                              className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                              aria-expanded={editing === stay.id}
                              onClick={() => setEditing(editing === stay.id ? null : stay.id)}
                            >
                              Edit<span className="sr-only"> {stay.guest_name}'s stay</span>
                            </button>
                            <button
                              type="button"
                              className={dangerOutlineButton}
                              onClick={() => setToRelink(stay)}
                            >
                              New link<span className="sr-only"> for {stay.guest_name}</span>
                            </button>
                            <button
                              type="button"
                              className={dangerOutlineButton}
                              onClick={() => setToCancel(stay)}
                            >
                              Cancel booking<span className="sr-only"> of {stay.guest_name}</span>
                            </button>
                          </>
                        ) : null}
                      </div>
                    </div>
                    <StayMoney propertyId={property.id} stay={stay} today={today} isAdmin={isAdmin} />
                    <StayMessages stay={stay} />
                    <StayRequests propertyId={property.id} stayId={stay.id} />
                    {editing === stay.id ? (
                      <StayForm
                        propertyId={property.id}
                        stay={stay}
                        onSaved={() => setEditing(null)}
                        onFailed={(message) =>
                          setNotice({ title: 'Error', message: `Failed to save the stay: ${message}` })
                        }
                        onCancel={() => setEditing(null)}
                      />
                    ) : null}
                    {shown === stay.id && (stay.status === 'upcoming' || stay.status === 'current') ? (
                      <StaySharePanel
                        stay={stay}
                        propertyName={property.name}
                        printing={printing === stay.id}
                        onPrint={() => setPrinting(stay.id)}
                      />
                    ) : null}
                    {stay.status === 'ended' ? (
                      <ReviewLinkField stay={stay} propertyName={property.name} />
                    ) : null}
                    <StayActivity entries={activity[stay.id] ?? []} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </LoadState>
      <ConfirmDialog
        open={toRelink !== null}
        title="Make a new link?"
        confirmLabel="Make a new link"
        pendingText="Making a new link..."
        pending={relinking.busy !== null}
        onConfirm={() => toRelink && void renewLink(toRelink)}
        onCancel={() => setToRelink(null)}
      >
        <p>
          Make a new link for <strong>{toRelink?.guest_name}</strong>? The current link stops working at once;
          share the new one.
        </p>
        <p className="mt-2">
          The stay keeps its dates, payments and mails (they will carry the new link). To end the booking, use
          Cancel booking instead.
        </p>
      </ConfirmDialog>
      <CancelBookingDialog
        propertyId={propertyId}
        stay={toCancel}
        onClose={() => setToCancel(null)}
        onCancelled={() => setToCancel(null)}
      />
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}
