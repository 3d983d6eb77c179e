/**
 * The rule book's refusal records (`applyDomainEvent` logs one JSON line at info level) of one
 * entity, while `work` runs: how a driver sees that a background job's event was refused (the job
 * answers nobody; the record names the rule).
 */
interface RefusalRecord {
  message?: string;
  machineId?: string;
  entity?: { id?: string };
  rule?: { name?: string; description?: string };
}

export async function refusalsDuring(machineId: string, entityId: string, work: () => Promise<unknown>): Promise<RefusalRecord[]> {
  const records: RefusalRecord[] = [];
  const info = console.info;
  console.info = (...args: unknown[]) => {
    const record = typeof args[0] === 'string' && args[0].startsWith('{') ? (JSON.parse(args[0]) as RefusalRecord) : null;
    if (record?.message === 'domain event refused' && record.machineId === machineId && record.entity?.id === entityId) records.push(record);
    else info(...args);
  };
  try {
    await work();
  } finally {
    console.info = info;
  }
  return records;
}
