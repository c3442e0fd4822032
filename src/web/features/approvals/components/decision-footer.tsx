import { Button } from '#web/ui/button.js';

/** Reject and Approve; while one runs both are disabled and it reads 'Processing...'. */
export function DecisionFooter({
  running,
  disabled = false,
  onApprove,
  onReject,
}: {
  running: 'approve' | 'reject' | null;
  disabled?: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        disabled={running !== null || disabled}
        onClick={onReject}
        className="border-red-300 text-red-800 hover:bg-red-50"
      >
        {running === 'reject' ? 'Processing...' : 'Reject'}
      </Button>
      <Button disabled={running !== null || disabled} onClick={onApprove}>
        {running === 'approve' ? 'Processing...' : 'Approve'}
      </Button>
    </>
  );
}
