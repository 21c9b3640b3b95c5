import fs from 'node:fs';
import path from 'node:path';

// The committed document (openapi.spec.ts proves it is what the code produces) as the contract
// both apps' types are generated from.
interface SchemaObject {
  properties?: Record<string, unknown>;
  required?: string[];
}
const document = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, SchemaObject> };
  'x-socket-io': Record<string, Record<string, { payload: { $ref: string }; ack?: { $ref: string } | null }>>;
};
const schema = (name: string) => document.components.schemas[name];

describe('the API document as a contract', () => {
  it('has one schema per DTO class name: no two classes share a name (Swagger would keep only one)', () => {
    const names = new Map<string, string[]>();
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    for (const file of walk(path.resolve(import.meta.dirname, '../src'))) {
      const source = fs.readFileSync(file, 'utf8');
      // Classes that carry Swagger properties become schemas under their class name.
      if (!source.includes('@ApiProperty')) continue;
      for (const [, name] of source.matchAll(/^(?:export )?class (\w+)/gm)) names.set(name, [...(names.get(name) ?? []), path.relative(process.cwd(), file)]);
    }
    expect([...names].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("describes the analytics answer's health block with its own schema, not GET /api/health's", () => {
    expect(schema('AnalyticsDto').properties?.health).toEqual({ $ref: '#/components/schemas/AnalyticsHealthDto' });
    expect(Object.keys(schema('AnalyticsHealthDto').properties ?? {}).sort()).toEqual(['databaseHealth', 'errorRate', 'responseTime', 'uptime']);
    expect(schema('HealthDto').properties).toHaveProperty('status');
  });

  it('describes the Socket.IO events with their payloads', () => {
    const events = document['x-socket-io'];
    expect(events.clientToServer['room:join']).toEqual({
      description: expect.any(String),
      payload: { $ref: '#/components/schemas/RoomChannelMessageDto' },
      ack: { $ref: '#/components/schemas/RoomJoinAckDto' },
    });
    expect(events.serverToClient['room:changed'].payload).toEqual({ $ref: '#/components/schemas/RoomChangedEventDto' });
    expect(schema('RoomChangedEventDto').required).toEqual(expect.arrayContaining(['roomId', 'version', 'changes']));
  });
});
