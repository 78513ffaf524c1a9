import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { stayRequestKinds } from '#common/enquiry.ts';
import { requestStatusLabels, type StaffRequest } from '#common/request-threads.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';

/**
 * A stay's guest requests on its card (issue 43): kind, state and how many replies, each linking to the
 * Requests screen where staff answer. The home's requests are read once per home and shared by its cards.
 */
const byHome = new Map<number, Promise<StaffRequest[]>>();

function homeRequests(propertyId: number): Promise<StaffRequest[]> {
  let found = byHome.get(propertyId);
  if (!found) {
    found = apiAnswer(
      client.GET('/api/v1/requests', { params: { query: { property_id: String(propertyId) } } }),
    ).catch(() => []);
    byHome.set(propertyId, found);
    // read afresh next time the screen asks (an answer given meanwhile shows then)
    void found.finally(() => setTimeout(() => byHome.delete(propertyId), 0));
  }
  return found;
}

export function StayRequests({ propertyId, stayId }: { propertyId: number; stayId: number }) {
  const [requests, setRequests] = useState<StaffRequest[]>([]);
  useEffect(() => {
    let live = true;
    void homeRequests(propertyId).then((all) => {
      if (live) setRequests(all.filter((r) => r.stay.id === stayId));
    });
    return () => {
      live = false;
    };
  }, [propertyId, stayId]);
  if (requests.length === 0) return null;
  return (
    <div data-stay-requests className="mt-3 text-sm">
      <p className="font-semibold text-brand-900">Guest requests</p>
      <ul className="mt-1 space-y-1">
        {requests.map((r) => (
          <li key={r.id}>
            <Link to={`/admin/requests?status=all&stay=${stayId}`} className="underline">
              {stayRequestKinds[r.kind]}
            </Link>{' '}
            · {requestStatusLabels[r.status]}
            {r.replies.length > 0
              ? ` · ${r.replies.length} ${r.replies.length === 1 ? 'reply' : 'replies'}`
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
