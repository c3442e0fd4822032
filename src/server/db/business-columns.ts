import { type SQL, sql } from 'drizzle-orm';
import { photoSrcSet } from '../platform/images.js';
import { businesses, businessOwners } from './schema/index.js';

/** What a row joined to its business shows of it: the name, and the slug of its page. */
export const businessLabel = { businessName: businesses.name, businessSlug: businesses.slug };

/** A business's basic columns (BusinessBasics in the domain), in public and admin lists. */
export const basicBusinessColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  category: businesses.category,
  address: businesses.address,
  city: businesses.city,
};

/** What mail to a business owner needs of their record: the id, the address and the name. */
export const ownerContactColumns = {
  id: businessOwners.id,
  email: businessOwners.email,
  fullName: businessOwners.fullName,
};

/** A business's best approved photo, as a card shows it. */
export interface CoverPhoto {
  filePath: string;
  thumbnailPath: string | null;
  width: number | null;
}

/**
 * A business's best approved photo (primary first, then newest) as one JSON value, or
 * null, for a list's own statement: `businessId` names the business's id there (`b.id`).
 * Read in the statement that reads the page, only for the page's rows (issue 27: a
 * statement of its own was one more round trip per list). coverImageOf puts it on the
 * card.
 */
export function coverPhotoOf(businessId: SQL): SQL<CoverPhoto | null> {
  return sql<CoverPhoto | null>`(
    select json_build_object('filePath', p.file_path, 'thumbnailPath', p.thumbnail_path, 'width', p.width)
    from business_photos p
    where p.business_id = ${businessId} and p.approval_status = 'approved'
    order by p.is_primary desc, p.created_at desc
    limit 1)`;
}

/** A card's picture: a stored photo comes with its thumbnail's srcset. */
export interface CoverImage {
  image: string | null;
  imageSrcSet?: string;
}

/**
 * The picture a card or a listing shows: the business's best approved photo (its
 * `cover`, coverPhotoOf: primary first, then newest), so the photo an admin makes
 * primary leads everywhere; else the listing's own image (e.g. an imported URL). Read
 * by the card and listing makers themselves: a copy of the row with the photo put on it
 * added a key to every row that had one (about a microsecond a key on Node 20, decision
 * 042).
 */
export function coverImageOf(row: { image: string | null; cover?: CoverPhoto | null }): CoverImage {
  const { cover } = row;
  if (!cover) return { image: row.image, imageSrcSet: undefined };
  return { image: cover.filePath, imageSrcSet: photoSrcSet(cover) };
}

/**
 * The directory's reads leave out businesses marked permanently closed (issue 29;
 * decision 035). Said as 'not one of the few closed ones' (a hashed list read from a
 * small partial index), so a read keeps its index-only scan and its index order: a
 * test of `closed_at` itself would fetch every row from the table. `key` is the column
 * the read's index holds: the id, or the slug (the sitemap's index).
 */
export function notClosed(key: SQL | typeof businesses.id | typeof businesses.slug): SQL {
  const column = key === businesses.slug ? sql.raw('c.slug') : sql.raw('c.id');
  return sql`${key} not in (select ${column} from businesses c where c.closed_at is not null)`;
}

/**
 * Miles from `point` to the business's pin (null without one), as `milesBetween` of
 * domain/search.ts computes it (haversine, mean radius 3,958.8 miles): the SQL answer
 * of a list sorted 'Near me' when the word index is not in use (decision 039).
 * `alias` names the businesses in the statement.
 */
export function milesFrom(point: { latitude: number; longitude: number }, alias = 'b'): SQL {
  const lat = sql.raw(`${alias}.latitude`);
  const lng = sql.raw(`${alias}.longitude`);
  const here = sql`${point.latitude}::float8`;
  return sql`(2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${here}) / 2), 2)
    + cos(radians(${here})) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${sql`${point.longitude}::float8`}) / 2), 2)))))`;
}

/**
 * 'Near me' before a list's own order: nearest first, businesses without a pin after
 * every one with (then the list's order places them).
 */
export function nearestFirstOrder(
  point: { latitude: number; longitude: number },
  alias = 'b',
): SQL {
  return sql`${milesFrom(point, alias)} asc nulls last`;
}
