/**
 * The births the batch benchmarks compute (bench/batch.bench.ts writes the same ones to the command's input file):
 * birth i on day (i mod 28) + 1 of month (i mod 12) + 1 of 1900 + (i mod 130), at hour i mod 24 and minute 7i mod 60,
 * latitude −50° + 13i mod 110, longitude −170° + 37i mod 340, in UTC — spread over 1900–2029 and the inhabited latitudes.
 */
export function benchBirth(i) {
  return {
    birthDate: `${1900 + (i % 130)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    birthTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: -50 + ((i * 13) % 110),
    longitude: -170 + ((i * 37) % 340),
    timezone: 'UTC',
  };
}

/** The first `n` of them. */
export function benchBirths(n) {
  return Array.from({ length: n }, (_, i) => benchBirth(i));
}
