import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '#web/ui/button.js';
import type { BusinessFilter } from '../api/businesses';
import { businessExportUrl } from '../api/export-businesses';

const EXPORTS = [
  { format: 'csv', label: 'Export CSV', Icon: Download },
  { format: 'xlsx', label: 'Export Excel', Icon: FileSpreadsheet },
] as const;

/** Export CSV and Export Excel: the list as filtered, every page of it. */
export function BusinessExportLinks({ filter }: { filter: Omit<BusinessFilter, 'offset'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {EXPORTS.map(({ format, label, Icon }) => (
        <Button key={format} asChild variant="outline" className="flex-1 sm:flex-none">
          <a href={businessExportUrl(format, filter)} download>
            <Icon aria-hidden="true" />
            {label}
          </a>
        </Button>
      ))}
    </div>
  );
}
