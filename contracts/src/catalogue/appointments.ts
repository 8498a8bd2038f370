/** docs/scheduling.md#appointment-types: the two kinds of appointment, their titles and lengths. */
export const appointmentTypes = {
  consultation: { title: 'Executive Consultation', minutes: 30 },
  formation: { title: 'Formation Planning', minutes: 60 },
} as const;
export type AppointmentType = keyof typeof appointmentTypes;
export const appointmentTypeIds = Object.keys(appointmentTypes) as AppointmentType[];

/** docs/scheduling.md#availability-and-slots: the business's zone and weekly hours (Monday-Friday, 9 AM-6 PM). */
export const BUSINESS_TIME_ZONE = 'America/New_York';
/** ISO weekdays (1 = Monday ... 7 = Sunday) with their opening and closing minute of the day. */
export const defaultAvailability: { weekday: number; startMinute: number; endMinute: number }[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 18 * 60,
}));

/** Every slot starts on this grid (minutes); a 60-minute session needs two free 30-minute cells. */
export const SLOT_GRID_MINUTES = 30;
/** Slots closer than this to now are not offered (docs/decisions/0012): time for an advisor to prepare. */
export const MINIMUM_NOTICE_MINUTES = 120;
/** How far ahead one can book. */
export const BOOKING_WINDOW_DAYS = 180;
