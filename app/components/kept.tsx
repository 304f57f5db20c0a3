import { useContext, useId, type ComponentType } from "react";
import { KeptPartsContext, type PartPlace } from "~/lib/kept-parts";
import { jsonOf } from "~/lib/packed";

// Kept parts (app/lib/kept-parts.ts): a part of a page whose server HTML is
// reused by later renders. Only for a part whose HTML is a function of its
// props (plain data, never changed in place, compared as JSON), its place in the tree and the site's
// configuration, and starts and ends with a tag: one that reads the location,
// the time or a request's data, adds to the document's head (a preloaded
// image, a <title>) or writes a nonce must not be kept.

/**
 * Where the part named `name` with these props goes in the server's render,
 * or null (in the browser, or with kept parts off). Called in the part's
 * wrapper, whose place in the tree (useId) is part of the key: ids React makes
 * inside the part from that place are then the same in every render it is
 * kept for.
 */
export function useKeptPlace(name: string, props: object, more = ""): PartPlace | null {
  const place = useContext(KeptPartsContext);
  const where = useId();
  return place ? place(`${name} ${where} ${more} ${propsKey(props)}`) : null;
}

// A prop's value is read as JSON once per object (app/lib/packed.ts): props
// are never changed in place (React's rule), and the catalog's objects are the
// same from one render to the next (app/lib/fleet.ts), so a card's JSON is not
// made again per render.
function propsKey(props: object): string {
  return Object.entries(props)
    .map(([name, value]) => `${name}:${jsonOf(value)}`)
    .join(",");
}

const noMore = () => "";

/**
 * A component rendered once and then kept (on the server). The tree is the
 * same in the browser and on the server, so the ids React derives from the
 * place in the tree are the same on both sides. `useMore`: a hook giving what
 * else the part's HTML depends on (a few values, never the request's own text:
 * a key per URL would let anyone fill the store).
 *
 * The place is read one level down, as the second of two children: React
 * prints an id without the leading zeros of the index it ends with, so the
 * first item of a list of 18 and of a list of 3 get the same useId() while
 * the ids inside them differ. An index that is the second of two has no
 * leading zero, and the id read there names the whole path.
 */
export function kept<P extends object>(Component: ComponentType<P>, name: string, useMore: () => string = noMore): ComponentType<P> {
  function KeptSlot({ props }: { props: P }) {
    const spot = useKeptPlace(name, props, useMore());
    if (spot && "kept" in spot) return spot.kept;
    // Three children (the part's marks around it, or nothing) in every render.
    return (
      <>
        {spot?.start ?? null}
        <Component {...props} />
        {spot?.end ?? null}
      </>
    );
  }
  function Kept(props: P) {
    return (
      <>
        {null}
        <KeptSlot props={props} />
      </>
    );
  }
  return Kept;
}
