import { gpx, tcx } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";

/** The part of a GeoJSON feature the tests read. */
export interface ParsedFeature {
  readonly geometry: { readonly type: string; readonly coordinates: number[][] } | null;
  readonly properties: Record<string, unknown> | null;
}

/**
 * Reads GPX or TCX text with a second, independent parser (`@xmldom/xmldom` + `@tmcw/togeojson`): any XML error
 * throws, so a document that parses here is well-formed for an unrelated implementation.
 */
export function readWithSecondParser(text: string, format: "gpx" | "tcx"): ParsedFeature[] {
  const parser = new DOMParser({
    onError: (level: string, message: string) => {
      // warnings are advice (e.g. a U+FFFD in the text); errors and fatal errors are faults of the document
      if (level !== "warning") throw new Error(`xmldom ${level}: ${message}`);
    },
  });
  const doc = parser.parseFromString(text, "text/xml");
  const collection = format === "gpx" ? gpx(doc as unknown as Document) : tcx(doc as unknown as Document);
  return collection.features as unknown as ParsedFeature[];
}

/** The coordinates and per-point properties of a LineString feature. */
export function lineOf(feature: ParsedFeature | undefined): { coordinates: number[][]; times: string[]; heart: number[] } {
  if (feature?.geometry?.type !== "LineString") throw new Error(`not a LineString: ${JSON.stringify(feature?.geometry?.type)}`);
  const props = (feature.properties ?? {}) as { coordinateProperties?: { times?: string[]; heart?: number[] } };
  return {
    coordinates: feature.geometry.coordinates,
    times: props.coordinateProperties?.times ?? [],
    heart: props.coordinateProperties?.heart ?? [],
  };
}
