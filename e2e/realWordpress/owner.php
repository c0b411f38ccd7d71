<?php
// What a shop owner changes on a stock WordPress before putting the storefront in front of it
// (docs/deploy.md "WordPress settings"): posts under /blog/, and a `contact` page holding the
// message form; and a customer who signs in on WordPress's page (customer.e2e.test.ts, which holds
// the same name and password). Run with php-cli: `php owner.php /var/www/<instance>`. Safe to run
// again.
require $argv[1] . '/wp-load.php';

// Through WP_Rewrite, then its rules written again: it read the old structure when WordPress
// loaded, and flush_rewrite_rules() after update_option() wrote the old structure's rules, so on a
// fresh site WordPress drew its category and author archives (listed in its sitemap) as 404s.
// Every run: a site left with such rules is mended too.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/blog/%postname%/' );
$wp_rewrite->flush_rules( false );

// Form 12 is the reference site's message form (name, email, message, privacy acceptance).
$contact = get_page_by_path( 'contact' );
if ( ! $contact ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'contact',
			'post_title'   => 'تماس با ما',
			'post_content' => "<p>پیام خود را بنویسید.</p>\n[contact-form-7 id=\"12\"]",
		)
	);
}
// A test site on loopback: the customer's password is the test's, not a secret.
if ( ! get_user_by( 'login', 'maryam' ) ) {
	$customer = wp_insert_user(
		array(
			'user_login'   => 'maryam',
			'user_pass'    => 'storefront-customer-2026',
			'user_email'   => 'maryam.customer@example.com',
			'display_name' => 'مریم احمدی',
			'first_name'   => 'مریم',
			'last_name'    => 'احمدی',
			'role'         => 'customer',
		)
	);
	if ( is_wp_error( $customer ) ) {
		fwrite( STDERR, $customer->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "owner settings: permalinks ", get_option( 'permalink_structure' ), ", contact page and customer ready\n";
