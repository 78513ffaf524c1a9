/** A tel: link for a phone number as people write it ("+1 250-555-0142" -> "tel:+12505550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
