/** A prompt an assistant's user can pick (MCP "prompts"): its arguments and the message it becomes. */
export interface McpPromptRow {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly arguments: readonly { readonly name: string; readonly description: string; readonly required: boolean }[];
  readonly message: (args: Readonly<Record<string, string | undefined>>) => string;
}

const birthArguments = [
  { name: 'birthDate', description: 'Date of birth, YYYY-MM-DD.', required: true },
  { name: 'birthTime', description: 'Local time of birth, HH:MM (leave empty when unknown).', required: false },
  { name: 'place', description: 'Place of birth, e.g. "Zürich" or "Athens, Greece".', required: true },
] as const;

function birthLine(args: Readonly<Record<string, string | undefined>>): string {
  const time = args.birthTime ? ` at ${args.birthTime} local time` : ' (birth time unknown)';
  return `born ${args.birthDate ?? '?'}${time} in ${args.place ?? '?'}`;
}

/** The prompts of issue 30: "read my chart" and "my week ahead". */
export const MCP_PROMPTS: readonly McpPromptRow[] = [
  {
    name: 'read-my-chart',
    title: 'Read my chart',
    description: 'Cast the birth chart and read it in plain words: the Sun, Moon and rising sign first, then what stands out.',
    arguments: birthArguments,
    message: (a) =>
      `Read my birth chart: I was ${birthLine(a)}. Call the natalChart tool with birthDate, birthTime and place, then the natalReport tool with the same birth. Start with my Sun, Moon and rising sign, then the chart's strongest aspects and patterns, in plain words, quoting the report where it helps. Say which parts need the birth time if I did not give one.`,
  },
  {
    name: 'my-week-ahead',
    title: 'My week ahead',
    description: 'The week ahead for a birth: the transits to the chart over the next seven days, and the sign\'s weekly horoscope.',
    arguments: [...birthArguments, { name: 'from', description: 'First day of the week, YYYY-MM-DD (default today).', required: false }],
    message: (a) =>
      `What does my week ahead look like? I was ${birthLine(a)}. Call the transitTimeline tool for my birth from ${a.from ?? 'today'} over seven days, and the weeklyHoroscope tool for my Sun sign (from natalChart). Tell me the two or three contacts that matter most, on which days, and what to make of them.`,
  },
];
