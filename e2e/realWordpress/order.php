<?php
// One WooCommerce order as WooCommerce stored it, as JSON: what the storefront's checkout must
// have written (lines, totals after coupons, the Iranian address, the order attribution).
// `php order.php /var/www/<instance> <order id>`.
require $argv[1] . '/wp-load.php';

$order = wc_get_order( (int) $argv[2] );
if ( ! $order ) {
	fwrite( STDERR, "no order {$argv[2]}\n" );
	exit( 1 );
}
$attribution = array();
foreach ( $order->get_meta_data() as $meta ) {
	$data = $meta->get_data();
	if ( strpos( $data['key'], '_wc_order_attribution_' ) === 0 ) {
		$attribution[ substr( $data['key'], strlen( '_wc_order_attribution_' ) ) ] = $data['value'];
	}
}
$lines = array();
foreach ( $order->get_items() as $item ) {
	$lines[] = array(
		'name'     => $item->get_name(),
		'quantity' => $item->get_quantity(),
		'total'    => $item->get_total(),
	);
}
echo wp_json_encode(
	array(
		'status'         => $order->get_status(),
		'payment_method' => $order->get_payment_method(),
		'total'          => $order->get_total(),
		'discount'       => $order->get_discount_total(),
		'coupons'        => $order->get_coupon_codes(),
		'billing'        => $order->get_address( 'billing' ),
		'shipping'       => $order->get_address( 'shipping' ),
		'customer_id'    => $order->get_customer_id(),
		'lines'          => $lines,
		'attribution'    => $attribution,
	)
);
