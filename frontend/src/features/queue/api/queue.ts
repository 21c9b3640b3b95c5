// The queue's API moved to the shared layer (@/lib/api/queue, docs/architecture.md "The party app's
// layers"). features/room/components/queue-row.tsx, being changed by another engineer, still
// imports this path: point it at @/lib/api/queue, then delete this file.
export * from '@/lib/api/queue';
