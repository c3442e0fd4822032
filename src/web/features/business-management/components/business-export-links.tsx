import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '#web/ui/button.js';
import type { BusinessFilter } from '../api/businesses';
import { businessExportUrl } from '../api/export-businesses';

/** Export CSV and Export Excel: the list as filtered, every page of it. */
export function BusinessExportLinks({ filter }: { filter: Omit<BusinessFilter, 'offset'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" className="flex-1 sm:flex-none">
        <a href={businessExportUrl('csv', filter)} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </Button>
      <Button asChild variant="outline" className="flex-1 sm:flex-none">
        <a href={businessExportUrl('xlsx', filter)} download>
          <FileSpreadsheet aria-hidden="true" />
          Export Excel
        </a>
      </Button>
    </div>
  );
}
