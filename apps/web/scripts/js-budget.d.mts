export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
export interface BudgetResult {
  route: string;
  files: string[];
  bytes: number;
  budgetKb: number;
  fits: boolean;
}
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function firstLoadFiles(manifest: Manifest, routeKey?: string): string[];
export function brotliSize(bytes: Uint8Array): number;
export function chunkKeyOf(
  manifest: Manifest,
  moduleChunks: Record<string, string>,
  routeKey: string,
): string;
export function checkBudgets(
  manifest: Manifest,
  budgets: Record<string, number>,
  sizeOf: (file: string) => number,
  moduleChunks?: Record<string, string>,
): BudgetResult[];
