import type { MessageKind, TemplateInput } from './guest-messages.ts';

/** The texts every kind starts with until staff save their own (Markdown, placeholders in braces). */
export const defaultTemplates: Record<MessageKind, TemplateInput> = {
  guide: {
    subject: 'Your guide to {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'We look forward to welcoming you at {property_name} from {arrival} to {departure}.',
      '',
      '[Open your personal guide]({link}) — it holds the address and directions, check-in from ' +
        '{check_in_time}, the Wi-Fi, parking, the house rules and our local tips. From your arrival day it ' +
        'also shows your door code.',
      '',
      'Keep this email: the link is yours for the whole stay.',
      '',
      'Questions? Reply to this email or call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  arrival: {
    subject: 'Welcome today to {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'Your door code is in your guide from today: [open your guide]({link}).',
      '',
      'Check-in is from {check_in_time}. The address is {address} ([open in Maps]({map_link})).',
      '',
      'Safe travels! If anything is unclear, call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  checkout: {
    subject: 'Checkout tomorrow at {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'We hope you are enjoying your stay. Checkout is tomorrow, {departure}, by {checkout_time}.',
      '',
      'Before you leave:',
      '',
      '{checkout_steps}',
      '',
      'Everything else is in [your guide]({link}).',
      '',
      'Need a later checkout? Call us at {site_phone}.',
    ].join('\n'),
    enabled: true,
  },
  after: {
    subject: 'Thank you for staying at {property_name}',
    body: [
      'Hello {guest_name},',
      '',
      'Thank you for staying with us at {property_name}. We hope Revelstoke treated you well and that we ' +
        'will see you again.',
      '',
      'If you have a minute, [tell other travellers about your stay]({review_link}): a few words and a rating.',
      '',
      'Anything we could do better? Simply reply to this email.',
    ].join('\n'),
    enabled: true,
  },
};
