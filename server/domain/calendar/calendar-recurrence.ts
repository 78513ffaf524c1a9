import ICAL from 'ical.js';

/**
 * Expanding a recurring event only where the site looks (issue 22, ADR 0017): a rule is started at its last
 * period before the window instead of at its DTSTART (a daily event since 1900 is ~46,000 steps before
 * today), is never stepped past the window's end, and every step ical.js takes looking for an occurrence
 * counts against the feed's budget, so a rule no date satisfies (every 30 February) ends quickly.
 */

type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;
type Recur = InstanceType<typeof ICAL.Recur>;
type Expansion = InstanceType<typeof ICAL.RecurExpansion>;

/** A feed that would take more work than a calendar export ever needs; staff see the message. */
export class FeedTooComplexError extends Error {
  constructor() {
    super('This calendar is too large or too complex');
  }
}

export interface ExpansionLimits {
  /** occurrences of one event inside the window */
  perEvent: number;
  /** occurrences of all events of the feed inside the window */
  perFeed: number;
  /** steps ical.js may take, over the whole feed, looking for occurrences */
  steps: number;
}

export const defaultExpansionLimits: ExpansionLimits = {
  // a night every day of 18 months is 548; twice that leaves room for two stays a day
  perEvent: 1100,
  perFeed: 100_000,
  steps: 2_000_000,
};

/** The work a feed has done so far; over any limit, FeedTooComplexError. */
export class ExpansionBudget {
  private occurrences = 0;
  private steps = 0;

  constructor(private readonly limits: ExpansionLimits = defaultExpansionLimits) {}

  get perEvent(): number {
    return this.limits.perEvent;
  }

  occurrence(): void {
    if (++this.occurrences > this.limits.perFeed) throw new FeedTooComplexError();
  }

  step(): void {
    if (++this.steps > this.limits.steps) throw new FeedTooComplexError();
  }
}

/** What ical.js keeps private but a bounded expansion has to reach: the iterators of the event's rules. */
interface RuleIterator {
  rule: Recur;
  last: Time;
  check_contracting_rules(): boolean;
}

/**
 * The occurrences (start times) of a recurring event that may reach into `[from, until]`, each counted
 * against `budget`. Steps in ical.js that look for the next occurrence count too, and none goes past
 * `until`. A rule ical.js finds impossible yields what it found before.
 */
export function* boundedOccurrences(
  event: Event,
  from: Time,
  until: Time,
  budget: ExpansionBudget,
): Generator<Time> {
  const rules = event.component.getAllProperties('rrule').map((p) => p.getFirstValue() as Recur);
  // Stopping each rule at the window's end changes nothing inside the window, and bounds the loops that
  // ical.js runs when it sets a rule up (a yearly rule that matches no day otherwise searches to year 20000).
  for (const rule of rules) if (!rule.until || rule.until.compare(until) > 0) rule.until = until.clone();
  // an occurrence starting earlier than this has ended before `from`
  const reaching = from.clone();
  reaching.adjust(0, 0, 0, -event.duration.toSeconds());

  let expansion: Expansion;
  try {
    expansion = event.iterator(startNear(event, rules, reaching));
  } catch (error) {
    if (isImpossibleRule(error)) return;
    throw error;
  }
  for (const iterator of (expansion as unknown as { ruleIterators: RuleIterator[] }).ruleIterators)
    guardSteps(iterator, budget);

  for (let count = 0; ; ) {
    let next: Time | null;
    try {
      next = expansion.next();
    } catch (error) {
      if (isImpossibleRule(error)) return;
      throw error;
    }
    if (!next || next.compare(until) > 0) return;
    if (next.compare(reaching) < 0) {
      budget.step();
      continue;
    }
    if (++count > budget.perEvent) throw new FeedTooComplexError();
    budget.occurrence();
    yield next;
  }
}

/**
 * ical.js steps a rule until its contracting parts (BYMONTH, BYMONTHDAY, BYDAY…) match, with no bound: a
 * daily rule for 30 February steps forever. Each step is counted, and a rule past its UNTIL (at most the
 * window's end) is let out of the loop, which then sees the UNTIL and completes.
 */
function guardSteps(iterator: RuleIterator, budget: ExpansionBudget): void {
  const check = iterator.check_contracting_rules;
  iterator.check_contracting_rules = function (this: RuleIterator) {
    budget.step();
    if (this.rule.until && this.last.compare(this.rule.until) > 0) return true;
    return check.call(this);
  };
}

function isImpossibleRule(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'InvalidRecurrenceRuleError' || /rule may be impossible/.test(error.message))
  );
}

/**
 * Where to start expanding: DTSTART moved forward by whole periods of the rule (so every later occurrence
 * is the same) to a day before `reaching`. ical.js always yields the start itself first, which need not
 * match the rule; lying before `reaching`, it is skipped. Kept at DTSTART when the rule counts its
 * occurrences (COUNT) or there are several rules.
 */
function startNear(event: Event, rules: Recur[], reaching: Time): Time {
  const start = event.startDate;
  const rule = rules[0];
  if (!rule || rules.length > 1 || rule.count) return start;
  const target = reaching.clone();
  target.adjust(-1, 0, 0, 0);
  if (start.compare(target) >= 0) return start;

  const interval = Math.max(1, rule.interval || 1);
  const seconds = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400, WEEKLY: 7 * 86_400 }[
    rule.freq as string
  ];
  const moved = start.clone();
  if (seconds) {
    // wall-clock arithmetic on both: the rule steps by wall-clock periods too
    const gap = wallSeconds(target) - wallSeconds(start);
    const periods = Math.floor(gap / (seconds * interval));
    moved.adjust(0, 0, 0, periods * seconds * interval);
    return moved;
  }
  const months = rule.freq === 'MONTHLY' ? interval : rule.freq === 'YEARLY' ? 12 * interval : 0;
  if (!months) return start;
  const gapMonths = (target.year - start.year) * 12 + (target.month - start.month) - 1;
  // a 31st or a 29 February only exists in some periods: step back to one where DTSTART's day does
  for (let periods = Math.floor(gapMonths / months); periods > 0; periods--) {
    const index = start.month - 1 + periods * months;
    const year = start.year + Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (start.day <= ICAL.Time.daysInMonth(month, year)) {
      moved.year = year;
      moved.month = month;
      return moved;
    }
  }
  return start;
}

function wallSeconds(t: Time): number {
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) / 1000;
}
