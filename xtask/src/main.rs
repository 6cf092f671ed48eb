fn main() {
    println!("xtask: placeholder until the xtask work lands");
}
