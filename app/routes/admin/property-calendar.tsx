import { useState } from 'react';
import { Link } from 'react-router';
import type { CalendarBlocks, CalendarExport, CalendarFeed } from '#common/calendar.ts';
import type { Property } from '#common/property.ts';
import type { Stay } from '#common/stay.ts';
import { BlocksSection } from '../../components/admin/calendar/blocks-section.tsx';
import type { CalendarWrites } from '../../components/admin/calendar/calendar-writes.ts';
import { ExportSection } from '../../components/admin/calendar/export-section.tsx';
import { FeedsSection } from '../../components/admin/calendar/feeds-section.tsx';
import { type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PropertyTabs } from '../../components/admin/property-tabs.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/property-calendar';

export const meta: Route.MetaFunction = () => adminMeta('Property calendar');

interface CalendarData {
  property: Property;
  feeds: CalendarFeed[];
  blocks: CalendarBlocks;
  /** the live (not revoked) stays: their nights are taken, drawn apart from the blocks */
  stays: Stay[];
  exported: CalendarExport;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = params.id;
  const [property, feeds, blocks, stayList, exported] = await Promise.all([
    loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/properties/{id}', { params: { path: { id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}/calendar/feeds', { params: { path: { id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/calendar/blocks', { params: { path: { id } }, signal }),
        ),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}/stays', { params: { path: { id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/calendar/export', { params: { path: { id } }, signal }),
        ),
      request,
    ),
  ]);
  for (const part of [property, feeds, blocks, stayList, exported])
    if (part.status === 'error') return { calendar: part };
  const calendar: ApiData<CalendarData> = {
    status: 'ready',
    data: {
      property: (property as { data: Property }).data,
      feeds: (feeds as { data: CalendarFeed[] }).data,
      blocks: (blocks as { data: CalendarBlocks }).data,
      stays: (stayList as { data: Stay[] }).data.filter((s) => s.status !== 'revoked'),
      exported: (exported as { data: CalendarExport }).data,
    },
  };
  return { calendar };
}
clientLoader.hydrate = true as const;

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return <CalendarView id={params.id} calendar={loading} />;
}

export default function PropertyCalendar({ loaderData, params }: Route.ComponentProps) {
  return <CalendarView key={params.id} id={params.id} calendar={loaderData.calendar} />;
}

function CalendarView({ id, calendar }: { id: string; calendar: ApiData<CalendarData> }) {
  return (
    <>
      <PropertyTabs propertyId={id} />
      <LoadState
        state={calendar}
        loadingText="Loading calendar..."
        errorText="Error loading the calendar"
        errorAction={
          <Link to="/admin/propertymanager" className="btn-outline mt-4">
            Back to properties
          </Link>
        }
      >
        {(data) => <CalendarScreen data={data} />}
      </LoadState>
    </>
  );
}

function CalendarScreen({ data }: { data: CalendarData }) {
  const write = useApiWrite();
  const [notice, setNotice] = useState<Notice | null>(null);
  const propertyId = data.property.id;
  const { last } = write;
  /** Every change on this screen; the screen is read again afterwards, a refusal is said in the notice. */
  const writes: CalendarWrites = {
    run: async (key, change, options) => {
      const result = await write.run(key, change);
      if (!result.ok && !result.expired && !options?.inPlace?.(result.error))
        setNotice({ title: 'Error', message: result.error.message });
      return result.ok;
    },
    busy: write.busy,
    failure: (key) => (last && last.key === key && !last.result.ok ? last.result.error : null),
  };

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Calendar of {data.property.name}</h2>
      <FeedsSection propertyId={propertyId} feeds={data.feeds} writes={writes} />
      <BlocksSection propertyId={propertyId} booked={data.blocks} stays={data.stays} writes={writes} />
      <ExportSection propertyId={propertyId} exported={data.exported} writes={writes} />
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}
