/**
 * Whether a guest at the door can get in (issue 43, item 4): a door code, or any instructions for the door
 * or the check-in, on the home's welcome page; a stay's own door code counts for that stay. Stays, Today and
 * the share panel all warn through this one rule.
 */
export interface HomeWayIn {
  door_code: string | null;
  door_instructions: string | null;
  check_in_instructions: string | null;
}

export const homeHasWayIn = (home: HomeWayIn | undefined): boolean =>
  Boolean(
    home && (home.door_code?.trim() || home.door_instructions?.trim() || home.check_in_instructions?.trim()),
  );

export const entryMissing = (stayDoorCode: string | null | undefined, home: HomeWayIn | undefined): boolean =>
  !stayDoorCode?.trim() && !homeHasWayIn(home);
