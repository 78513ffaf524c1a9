/**
 * Book Now: the property's booking-engine link (`guesty_link`) with the visitor's dates and guests added as
 * query parameters whose names are configuration (BOOKING_PARAM_CHECK_IN, _CHECK_OUT, _GUESTS), keeping any
 * query and fragment the link already has.
 */

export interface BookingParamNames {
  checkIn: string;
  checkOut: string;
  guests: string;
}

export const defaultBookingParamNames: BookingParamNames = {
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  guests: 'minOccupancy',
};

export interface BookingChoice {
  check_in?: string | undefined;
  check_out?: string | undefined;
  guests?: number | undefined;
}

export function bookingUrl(link: string, choice: BookingChoice, names: BookingParamNames): string {
  const hasDates = Boolean(choice.check_in && choice.check_out);
  if (!hasDates && !choice.guests) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (hasDates) {
    url.searchParams.set(names.checkIn, choice.check_in as string);
    url.searchParams.set(names.checkOut, choice.check_out as string);
  }
  if (choice.guests) url.searchParams.set(names.guests, String(choice.guests));
  return url.toString();
}

/** The searched stay as query parameters (for links that carry it: a card to its property page). */
export function stayQuery(stay: {
  check_in?: string | undefined;
  check_out?: string | undefined;
  guests?: number | undefined;
}): string {
  const query = new URLSearchParams();
  if (stay.check_in && stay.check_out) {
    query.set('check_in', stay.check_in);
    query.set('check_out', stay.check_out);
  }
  if (stay.guests) query.set('guests', String(stay.guests));
  const text = query.toString();
  return text ? `?${text}` : '';
}
