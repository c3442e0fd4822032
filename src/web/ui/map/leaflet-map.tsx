/**
 * The one module that imports Leaflet (about 150 kB with its CSS): loaded by MapSlot
 * only when a map's place comes into view, so no page's first load carries it.
 */
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { AREA_CENTER, type Coordinates } from '#domain/maps.js';
import { publicConfig } from '#web/lib/public-config.js';

export interface MapMarker extends Coordinates {
  id: string;
  /** The business's name: the marker's title and its popup's heading. */
  title: string;
  /** Its profile; the popup links there. */
  href?: string;
}

export interface EditablePin {
  point: Coordinates | null;
  onMove(point: Coordinates): void;
}

export interface LeafletMapProps {
  markers: MapMarker[];
  /** What the map shows, for screen readers (the map is one focusable region). */
  label: string;
  /** The popup link's words ('View profile'). */
  linkLabel?: string;
  /** The owner's or admin's pin: dragged, or placed by a click on the map. */
  editable?: EditablePin;
}

/** A pin drawn in CSS and SVG: no marker images to fetch (nor to allow in the CSP). */
const PIN = L.divIcon({
  className: 'bcs-map-pin',
  html: '<svg viewBox="0 0 24 34" width="28" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 34 12 34s12-13.2 12-22.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  popupAnchor: [0, -36],
});

const toLatLng = (p: Coordinates): L.LatLngTuple => [p.latitude, p.longitude];

/**
 * Shows every marker: one is centred close up, several framed together. Framed once per
 * set of places (a new array of the same places is no change) and without animation: a
 * page that re-renders would otherwise start a new pan each time.
 */
function FitMarkers({ points }: { points: Coordinates[] }) {
  const map = useMap();
  const places = points.map((p) => `${p.latitude},${p.longitude}`).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `places` stands for `points`.
  useEffect(() => {
    const [first] = points;
    if (!first) return;
    if (points.length === 1) {
      map.setView(toLatLng(first), Math.max(map.getZoom(), 15), { animate: false });
    } else {
      map.fitBounds(L.latLngBounds(points.map(toLatLng)), {
        padding: [32, 32],
        maxZoom: 16,
        animate: false,
      });
    }
  }, [map, places]);
  return null;
}

/**
 * Stops any pan still running (a popup's pan into view) when the map goes: leaving the
 * page mid-pan made Leaflet's next animation frame read a removed pane
 * ("Cannot read properties of undefined (reading '_leaflet_pos')").
 */
function StopOnUnmount() {
  const map = useMap();
  // Leaflet's own _stop (cancel the pan's and flyTo's animation frames), not stop(): this
  // runs after MapContainer has removed the map, and stop() would set the view again.
  useEffect(() => () => void (map as unknown as { _stop(): void })._stop(), [map]);
  return null;
}

/** Names the map's focusable container (Leaflet's own div) for screen readers. */
function NameContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.dataset.testid = 'leaflet-map';
  }, [map, label]);
  return null;
}

function PlaceOnClick({ onMove }: { onMove(point: Coordinates): void }) {
  useMapEvents({
    click: (event) => onMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

export default function LeafletMap({ markers, label, linkLabel, editable }: LeafletMapProps) {
  const pin = editable?.point ?? null;
  const points = useMemo(() => (pin ? [pin] : markers), [pin, markers]);
  const start = points[0] ?? AREA_CENTER;
  const dragHandlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        editable?.onMove({ latitude: at.lat, longitude: at.lng });
      },
    }),
    [editable],
  );
  return (
    <MapContainer
      center={toLatLng(start)}
      zoom={points.length ? 15 : 12}
      scrollWheelZoom={false}
      className="size-full"
    >
      <NameContainer label={label} />
      <StopOnUnmount />
      <TileLayer url={publicConfig.mapTileUrl} attribution={publicConfig.mapTileAttribution} />
      <FitMarkers points={points} />
      {editable ? <PlaceOnClick onMove={editable.onMove} /> : null}
      {editable && pin ? (
        <Marker position={toLatLng(pin)} icon={PIN} draggable eventHandlers={dragHandlers} />
      ) : null}
      {editable
        ? null
        : markers.map((marker) => (
            <Marker
              key={marker.id}
              position={toLatLng(marker)}
              icon={PIN}
              title={marker.title}
              alt={marker.title}
            >
              <Popup>
                <strong className="block text-sm">{marker.title}</strong>
                {marker.href && linkLabel ? (
                  <Link to={marker.href} className="text-sm font-medium text-brand-700 underline">
                    {linkLabel}
                  </Link>
                ) : null}
              </Popup>
            </Marker>
          ))}
    </MapContainer>
  );
}
