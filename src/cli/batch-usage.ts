/** `urania batch --help` and `urania worker --help` (apart from the commands: the CLI's static imports reach no optional peer). */
import { langUsage } from './lang-flag.js';

export const BATCH_USAGE = `Usage: urania batch --record NAME --input FILE --output FILE [options]

Computes one record for every row of a file, on every core (docs/batch.md).
  --record NAME        the record: natal-chart, natal-report, transits, horoscope-daily, … (any JSON route; an
                       unknown name is answered with the list)
  --input FILE         births.csv (a header line; nested members as birth.birthDate; lists as Sun;Moon) or births.jsonl
  --output FILE        charts.jsonl ({"row":N,"record":{…}} per line) or charts.csv (row, then the record's members)
  --errors FILE        where rows that fail go, one JSON line each (default: the output's name + .errors.jsonl)
  --concurrency N      worker threads (default: every core)
  --chunk N            rows per message to a worker (default 128)
  --queue URL          put the rows on a BullMQ queue in Redis (redis://host:6379) for \`urania worker\` processes on
                       any number of machines; this command collects their answers in order
  --queue-name NAME    the queue's name (default urania-batch)
${langUsage(21, "the rows' error sentences (codes and fields stay as they are)")}
An interrupted batch resumes where its output stops: run the same command again.`;

export const WORKER_USAGE = `Usage: urania worker --queue URL [--queue-name NAME] [--concurrency N]

Computes the rows of batches queued with \`urania batch --queue URL\` until stopped (Ctrl-C; docs/batch.md). Run one
per core, on as many machines as you like, all pointing at the same Redis.`;
