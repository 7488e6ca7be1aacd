import type { UntimedText } from '../../natal-text.js';

// Urania's own text (original writing for this project), locale en: the notes of a report without a birth time.

/** The words of an untimed report. */
export const UNTIMED_EN: UntimedText = {
  noTime: `This report was cast without a birth time, so it reads the sky of the whole birth day. The houses, the Ascendant, the Midheaven, the chart ruler and the Part of Fortune all depend on the exact minute of birth, and they are left out rather than guessed. The planets' signs and most of their aspects hold for the whole day. The Moon is the exception: it moves about thirteen degrees in a day, so its degree, its aspects and sometimes its sign depend on the hour. Where a placement could differ across the day, the report says so.`,
  signChange: `{body} changed sign on the birth day, leaving {first} and entering {second} {when}. Without a birth time the report cannot tell which applies, so it gives both readings. Many people recognize themselves more in one than the other, and that recognition can even help a careful astrologer narrow down the hour of birth.`,
  moonRange: `On the birth day the Moon stayed in {sign}, moving from {start} to {end}. Its sign is therefore certain, but its exact degree, and the orbs of its aspects, depend on the hour of birth: an aspect shown here is the one it made at noon, and may have been closer or wider at the actual time.`,
};
