import { FleetIntro } from "./fleet-intro";
import { FleetSkeletonGrid } from "./vehicle-card-skeleton";

/** The fleet page's heading over six placeholder cards, while its data loads. */
export function FleetPendingPage() {
  return (
    <div className="container-page py-16 sm:py-20">
      <FleetIntro />
      <div className="mt-12">
        <FleetSkeletonGrid />
      </div>
    </div>
  );
}
