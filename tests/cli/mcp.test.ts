import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';

describe('urania mcp (stdio), driven by the SDK\'s own client', () => {
  it('starts, lists the tools, answers a call and a bad input, and stops when the client closes', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/cli/main.ts', 'mcp'],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'urania-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['natalChart', 'weeklyHoroscope', 'panchang']));
      const retro = await client.callTool({ name: 'retrogradeCalendar', arguments: { year: 2025 } });
      expect(retro.isError).toBeFalsy();
      // Mercury stationed retrograde three times in 2025: March 15, July 18 and November 9 (UT; published almanacs).
      const periods = (retro.structuredContent as { retrogrades: { body: string; stationRetrograde: string }[] }).retrogrades;
      const mercury = periods.filter((p) => p.body === 'Mercury' && p.stationRetrograde.startsWith('2025')).map((p) => p.stationRetrograde.slice(0, 10));
      expect(mercury).toEqual(['2025-03-15', '2025-07-18', '2025-11-09']);
      const bad = await client.callTool({ name: 'retrogradeCalendar', arguments: { year: 'next' } });
      expect(bad.isError).toBe(true);
      expect((bad.content as { text: string }[])[0]!.text).toContain('Field: year.');
    } finally {
      await client.close();
    }
  }, 60_000);
});
