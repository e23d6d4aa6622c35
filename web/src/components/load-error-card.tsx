import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** What a screen or panel shows when its data did not load: the reason, announced, and Try Again. */
export function LoadErrorCard({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title?: string;
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Card tone="accent" title={title}>
      <p role="alert" className="text-lead">
        {message}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Card>
  );
}
