/**
 * The seat rule, one for the server and both screens (issue 22). What one booking takes from a
 * run (PRODUCT.md §4, §4b), each kind counted on its own:
 * `seats` for the learner and the children riding along, `childSeats` child seats (チャイルドシート),
 * `bicycles` bicycle places (自転車).
 */
export interface CapacityNeed {
  seats: number;
  childSeats: number;
  bicycles: number;
}

/** Capacity of a run (bus_runs) and what is already booked of it, per kind. */
export interface RunCapacity {
  seats: number;
  childSeats: number;
  bicycles: number;
  bookedSeats: number;
  bookedChildSeats: number;
  bookedBicycles: number;
}

/**
 * Capacity a booking needs from its extras (SPEC.md §3 SaveReservation): the learner plus each child
 * (`passenger`, 0–3) takes a seat; `childSheet` (0–3) child seats and `jitensya` (0–1) bicycles take
 * capacity of their own kind only.
 */
export function capacityNeeded(extras: {
  passenger: number;
  childSheet: number;
  jitensya: number;
}): CapacityNeed {
  return { seats: 1 + extras.passenger, childSeats: extras.childSheet, bicycles: extras.jitensya };
}

/**
 * Whether the run can take `need` on top of what is booked, every kind within its capacity — the same
 * test the database applies in its conditional UPDATE (booked_x + n ≤ x), which is what enforces it
 * under concurrency; this is for screens and early refusals (code 323).
 */
export function hasRoom(run: RunCapacity, need: CapacityNeed): boolean {
  return (
    run.bookedSeats + need.seats <= run.seats &&
    run.bookedChildSeats + need.childSeats <= run.childSeats &&
    run.bookedBicycles + need.bicycles <= run.bicycles
  );
}

/** Whether `need` fits into `room`, every kind (the screens compare a bus's room left with the learner's party). */
export function fits(need: CapacityNeed, room: CapacityNeed): boolean {
  return need.seats <= room.seats && need.childSeats <= room.childSeats && need.bicycles <= room.bicycles;
}

/** Seats still free on the run, never below 0 (travel item `seatsLeft`). */
export function seatsLeft(run: RunCapacity): number {
  return Math.max(0, run.seats - run.bookedSeats);
}

/**
 * Room still free of each kind, never below 0: what the time pages compare with the learner's own
 * extras (two children need two seats besides the learner's) before offering a bus.
 */
export function roomLeft(run: RunCapacity): CapacityNeed {
  return {
    seats: seatsLeft(run),
    childSeats: Math.max(0, run.childSeats - run.bookedChildSeats),
    bicycles: Math.max(0, run.bicycles - run.bookedBicycles),
  };
}

/**
 * Whether the run takes no booking (`isBusLimit`, SPEC.md §3 travel item, PRODUCT.md §4 "Full or not
 * net-reservable → isBusLimit"): not one seat left, so not even a learner without extras can board,
 * or the school does not take bookings for it on the net. A run with seats left but no free child
 * seat or bicycle place is not bus-limited; a booking asking for those is refused by {@link hasRoom}.
 */
export function isBusLimit(run: RunCapacity & { isNetReservation: boolean }): boolean {
  return seatsLeft(run) < 1 || !run.isNetReservation;
}
